## Private (DM) notes under Cloak and Dagger.

private-gained = 🤫 Te guardas **{ $card }** ({ $value } de oro).
private-lost = 🤫 Ya no tienes **{ $card }**.
private-burnt = 🤫 El fuego del dragón ha quemado: { $cards }.
private-holding = Llevas: { $cards } ({ $value } de oro). Solo tú puedes verlo (Secretos).
