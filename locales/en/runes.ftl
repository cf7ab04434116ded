## Runes (templates/runes.toml): name (after "Rune of"), effect, and when it can be used.

rune-healing = Healing
rune-healing-text = Heal 1d6 wounds.
rune-healing-when = on your turn, outside a combat round, when you have wounds to heal

rune-warning = Warning
rune-warning-text = Ignore one Trap card you have just drawn.
rune-warning-when = right after you draw a Trap card, before it does anything

rune-stasis = Stasis
rune-stasis-text = Move up to three times this turn.
rune-stasis-when = at the start of your turn, before you move (then you may move up to twice more)

rune-escape = Escape
rune-escape-text = Escape a monster without rolling.
rune-escape-when = when a monster confronts you and escaping is allowed

rune-fortune = Fortune
rune-fortune-text = Roll one attribute test again.
rune-fortune-when = right after you fail an attribute test

rune-strength = Strength
rune-strength-text = Pass one Strength test without rolling.
rune-strength-when = when a Strength test is coming, before the roll

rune-passage = Passage
rune-passage-text = Step through one wall into a neighbouring explored chamber.
rune-passage-when = on your turn instead of moving, naming the side to pass through (`Use rune Passage UP`) into an explored space

rune-sight = Sight
rune-sight-text = Reveal the chamber of a neighbouring unexplored space before you step in: it is drawn and placed facing you, and your turn goes on.
rune-sight-when = on your turn before you move, naming the side of an unexplored space you could step into (`Use rune Sight UP`)

rune-fury = Fury
rune-fury-text = Deal 2 extra wounds in one combat round.
rune-fury-when = in a combat round, with your strikes by DM (`Cards/Abilities used = Fury`)

rune-warding = Warding
rune-warding-text = Take no wounds in one combat round.
rune-warding-when = in a combat round, with your strikes by DM (`Cards/Abilities used = Warding`)

rune-daylight = Daylight
rune-daylight-text = Turn the sun counter back by 2.
rune-daylight-when = on your turn, outside a combat round

rune-calm = Calm
rune-calm-text = Your next Dragon draw is Sleeping, whatever the odds (the d100 is still rolled and logged).
rune-calm-when = on your turn, outside a combat round, before a Dragon draw

