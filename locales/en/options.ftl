## Optional rules: the list, and what each does.

options-header = **Optional rules** (the organiser turns them on or off before the start: `!dq option NAME on|off`):
options-going-it-alone = a one-hero game against the dungeon: the bot plays every monster, its life value is shown to you, and you win only by leaving with a Treasure card.
options-servants-of-kalladra = dead heroes' players keep playing: on their turns they move a monster token one chamber, or add one beside a Tower Room, and a monster moved onto a hero attacks at once.
options-multiple-monsters = a chamber may hold several monsters; a hero entering chooses which to face first, and escaping one escapes them all.
options-death-can-wait = a hero who would die is knocked out instead: he gives up 1d6 Loot cards of his choice, heals half his wounds and his turn ends; beaten by a monster, he stays beside it (no searching there) until he leaves; walled in, he is also moved to a neighbouring space.
options-cloak-and-dagger = Loot is face down: each player sees their own by DM, the channel only how many cards each hero holds.
options-magical-might = each hero starts with several runes (`!dq set magical_might_runes N`, 3 unless set).
options-live-to-fight = after winning a combat round, a hero may say `Flee` with his next strikes: that round's wounds to the monster are forfeit, and if he wins the next round too he escapes.
options-no-guts-no-glory = a hero may leave the dungeon only with at least one Treasure card.
options-late-start = the sun counter starts at 1d6 instead of 0.
options-tower-power = a hero entering a Tower Room may step to any other free Tower Room (`Tower NE`), then must move on at once.
options-hero-vs-hero = a hero may move onto another hero outside the Treasure Chamber and must fight him by sealed DM rounds until one has taken four wounds in the fight; the victor takes a Loot card of his choice, the loser is thrown back.
options-focused-determination = determination tokens are kept: a passed test spends only the tokens it needed, and the rest help with the next test of any kind.
options-monstrous-treasures = a hero who kills a monster rolls 1d6: under its life value, he may take a Treasure card (`Yes` or `No`).

## One line of `!dq options`: $mark ✅ or ▫️, $id as `!dq option` takes it, $name its name
options-line = { $mark } `{ $id }` ({ $name }): { $text }
## An option in manage-option-unknown's list
options-named = { $id } ({ $name })
## The optional rules' names
option-name-going-it-alone = Going It Alone
option-name-servants-of-kalladra = Servants of Kalladra
option-name-multiple-monsters = Multiple Monsters in a Chamber
option-name-death-can-wait = Death Can Wait
option-name-cloak-and-dagger = Cloak and Dagger
option-name-magical-might = Magical Might
option-name-live-to-fight = Live to Fight Another Day
option-name-no-guts-no-glory = No Guts, No Glory
option-name-late-start = Late Start
option-name-tower-power = Tower Power
option-name-hero-vs-hero = Hero vs. Hero Combat
option-name-focused-determination = Focused Determination
option-name-monstrous-treasures = Monstrous Treasures
