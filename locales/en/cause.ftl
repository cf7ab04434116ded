## Causes of death, after "dies:".

cause-wounds = too many wounds
cause-dead-end = trapped in a dead end
cause-bottomless-pit = fell into the bottomless pit
cause-sunset = locked in at nightfall
cause-abandoned = abandoned the quest
cause-monster = slain by { $a_monster }
