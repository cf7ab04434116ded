## Monsters (templates/monsters.toml): name, and with its indefinite article
## (for $a_monster; the bot capitalises the first letter for $A_monster).
## .gender (masculine|feminine) goes to every message that names the monster as $monster_gender.
## .letter: the token's letter where this language's initial differs from the English one and
## names no other monster (the parser takes both); otherwise the English letter is shown.

monster-skeleton = Esqueleto
    .gender = masculine
    .letter = E
monster-skeleton-indefinite = un Esqueleto
monster-fallen-druid = Druida caído
    .gender = masculine
monster-fallen-druid-indefinite = un Druida caído
monster-abomination = Abominación
    .gender = feminine
monster-abomination-indefinite = una Abominación
monster-golem = Gólem
    .gender = masculine
monster-golem-indefinite = un Gólem
monster-demon = Demonio
    .gender = masculine
monster-demon-indefinite = un Demonio
