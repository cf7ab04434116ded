## Monsters (templates/monsters.toml): name, and with its indefinite article
## (for $a_monster; the bot capitalises the first letter for $A_monster).

monster-skeleton = Skeleton
monster-skeleton-indefinite = a Skeleton
monster-fallen-druid = Fallen Druid
monster-fallen-druid-indefinite = a Fallen Druid
monster-abomination = Abomination
monster-abomination-indefinite = an Abomination
monster-golem = Golem
monster-golem-indefinite = a Golem
monster-demon = Demon
monster-demon-indefinite = a Demon
