## Private (DM) notes under Cloak and Dagger.

private-gained = 🤫 Te guardas **{ $card }** ({ $value } de electro).
private-lost = 🤫 Ya no tienes **{ $card }**.
private-burnt = 🤫 El fuego del dragón ha quemado: { $cards }.
private-holding = Llevas: { $cards } ({ $value } de electro). Solo tú puedes verlo (Secretos).
