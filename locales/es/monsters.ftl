## Monsters (templates/monsters.toml): name, and with its indefinite article
## (for $a_monster; the bot capitalises the first letter for $A_monster).
## .gender (masculine|feminine) goes to every message that names the monster as $monster_gender.

monster-skeleton = Esqueleto
    .gender = masculine
monster-skeleton-indefinite = un Esqueleto
monster-fallen-druid = Druida del abismo
    .gender = masculine
monster-fallen-druid-indefinite = un Druida del abismo
monster-abomination = Abominación
    .gender = feminine
monster-abomination-indefinite = una Abominación
monster-golem = Gólem
    .gender = masculine
monster-golem-indefinite = un Gólem
monster-demon = Demonio
    .gender = masculine
monster-demon-indefinite = un Demonio
