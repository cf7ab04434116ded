## Private (DM) notes under Cloak and Dagger.

private-gained = 🤫 You take **{ $card }** ({ $value } electrum).
private-lost = 🤫 You no longer have **{ $card }**.
private-burnt = 🤫 The dragon fire burnt: { $cards }.
private-holding = You carry: { $cards } ({ $value } electrum). Only you can see this (Cloak and Dagger).
