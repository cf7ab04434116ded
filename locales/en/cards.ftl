## Cards (templates/decks.toml): name and text, by stable id.

## Door deck

card-door-opens = Door Opens
card-door-opens-text = The door swings open. Carry on.
card-door-jammed = Door Jammed
card-door-jammed-text = The door will not budge. You stay where you are; try again next turn or go another way.
card-door-hidden-trap = Hidden Trap
card-door-hidden-trap-text = The door was rigged. You stay where you are and draw a Trap card.

## Trap deck

card-trapdoor = Trapdoor
card-trapdoor-text = The floor gives way. Test Agility: fail and you take 1 wound and hang on; keep this card and test again at the start of each turn until you pass.
card-poisonous-snakes = Poisonous Snakes
card-poisonous-snakes-text = Snakes pour from the walls. Test Armor: fail and you take 1d6 wounds.
card-poisonous-gas = Poisonous Gas
card-poisonous-gas-text = Green fumes hiss out. Test Luck: fail and you take 2 wounds and lose your next turn.
card-trap-ceiling-collapses = Ceiling Collapses
card-trap-ceiling-collapses-text = Stones rain down. Test Agility: fail and you take 1d6 wounds.
card-explosion = Explosion
card-explosion-text = A flash and a roar. Test Luck: fail and you take 3 wounds.
card-swinging-blade = Swinging Blade
card-swinging-blade-text = A blade sweeps out of the dark. Test Agility: fail and you take 3 wounds.
card-crossfire-trap = Crossfire Trap
card-crossfire-trap-text = Darts fly from both walls. Test Armor: fail and you take 1d6 wounds.

## Dungeon deck

card-dungeon-empty = Empty Chamber
card-dungeon-empty-text = Dust and silence. Nothing here.
card-dead-adventurer = Dead Adventurer
card-dead-adventurer-text = Someone got this far before you. Search the body (draw a Corpse card)? Answer Yes or No.
card-crypt = Crypt
card-crypt-text = A sealed stone crypt. Prise it open (draw a Crypt card)? Answer Yes or No.
card-ambush-skeleton = Ambush: Skeleton
card-ambush-skeleton-text = Bones clatter out of an alcove. A Skeleton attacks!
card-ambush-fallen-druid = Ambush: Fallen Druid
card-ambush-fallen-druid-text = A hooded druid steps out of the shadows. A Fallen Druid attacks!
card-ambush-abomination = Ambush: Abomination
card-ambush-abomination-text = Something huge and misshapen lurches at you. An Abomination attacks!
card-ambush-golem = Ambush: Golem
card-ambush-golem-text = A stone figure grinds into life. A Golem attacks!
card-ambush-demon = Ambush: Demon
card-ambush-demon-text = Flames part and a demon stalks forward. A Demon attacks!
card-fallen-elf = Fallen Elf
card-fallen-elf-text = A fallen elf blocks the way, blade drawn. Hand over a Loot card of your choice, or fight it as a Fallen Druid. With no Loot to hand over, you face it like any Fallen Druid: escape it or fight.
card-dungeon-hidden-trap = Hidden Trap
card-dungeon-hidden-trap-text = Click. Draw a Trap card.
card-dungeon-passage-down = Passage Down
card-dungeon-passage-down-text = A stairway spirals down into the catacombs.
card-dungeon-ceiling-collapses = Ceiling Collapses
card-dungeon-ceiling-collapses-text = The roof caves in. Test Agility: fail and you take 1d6 wounds.
card-torch-goes-out = Torch Goes Out
card-torch-goes-out-text = Your torch gutters and dies. You lose your next turn relighting it.
card-dungeon-secret-door = Secret Door
card-dungeon-secret-door-text = A draught betrays a hidden door. You may step at once through any side of this chamber into a neighbouring space.
card-razorwing-attack = Razorwing Attack
card-razorwing-attack-text = A razorwing dives at you: 1d6 wounds. Test Agility: pass and you take only half (rounded down).
card-curse-of-the-wizard = Curse of the Wizard
card-curse-of-the-wizard-text = An old curse stirs. Test Luck: fail and you keep this card; every test you make is at -1 until you leave the dungeon.
card-dungeon-unstable-potion = Unstable Potion
card-dungeon-unstable-potion-text = Loot. Drink it on your turn (Drink potion): 1d6, on 1-2 you take 2 wounds, on 3-6 you heal 1d6.
card-bottle-imp = Bottle Imp
card-bottle-imp-text = Loot worth nothing. At the end of the game the imp runs off with your cheapest other Loot, unless you leave it behind in a Tower Room first (Discard imp).
card-lingering-shade = Lingering Shade
card-lingering-shade-text = A shade drifts through you. Test Luck: fail and you take 2 wounds.
card-dungeon-gold-30 = Gold (30)
card-dungeon-gold-30-text = A pouch of coins worth 30 electrum.
card-dungeon-gold-40 = Gold (40)
card-dungeon-gold-40-text = A pouch of coins worth 40 electrum.
card-dungeon-shuffle = Shuffle
card-dungeon-shuffle-text = Shadows shift. The Dungeon discards are shuffled back into the deck and you draw again.

## Search deck

card-search-secret-door = Secret Door
card-search-secret-door-text = You find a hidden door. You may step at once through any side of this chamber into a neighbouring space.
card-search-empty = Nothing Found
card-search-empty-text = You find nothing of note.
card-search-passage-down = Passage Down
card-search-passage-down-text = Behind loose stones, steps lead down into the catacombs.
card-search-gold-10 = Gold (10)
card-search-gold-10-text = A few coins worth 10 electrum.
card-search-gold-60 = Gold (60)
card-search-gold-60-text = A hidden purse worth 60 electrum.
card-search-gold-70 = Gold (70)
card-search-gold-70-text = A hidden purse worth 70 electrum.
card-search-gold-150 = Gold (150)
card-search-gold-150-text = A stash worth 150 electrum.
card-giant-centipede = Giant Centipede
card-giant-centipede-text = A centipede as long as a man bites. Test Armor: fail and you take 2 wounds.
card-ferrox = Ferrox
card-ferrox-text = A ferrox leaps from a crack. Test Agility: fail and you take 1d6 wounds.
card-search-unstable-potion = Unstable Potion
card-search-unstable-potion-text = Loot. Drink it on your turn (Drink potion): 1d6, on 1-2 you take 2 wounds, on 3-6 you heal 1d6.
card-search-hidden-trap = Hidden Trap
card-search-hidden-trap-text = Your searching sets something off. Draw a Trap card.
card-spark = Spark
card-spark-text = Loot worth nothing. Discard it during a combat round to deal 1 extra wound that round.

## Crypt deck

card-crypt-gold-20 = Gold (20)
card-crypt-gold-20-text = Grave coins worth 20 electrum.
card-crypt-gold-90 = Gold (90)
card-crypt-gold-90-text = A burial hoard worth 90 electrum.
card-crypt-gold-120 = Gold (120)
card-crypt-gold-120-text = A burial hoard worth 120 electrum.
card-crypt-gold-250 = Gold (250)
card-crypt-gold-250-text = A lord's grave goods worth 250 electrum.
card-crypt-unstable-potion = Unstable Potion
card-crypt-unstable-potion-text = Loot. Drink it on your turn (Drink potion): 1d6, on 1-2 you take 2 wounds, on 3-6 you heal 1d6.
card-crypt-empty = Empty Crypt
card-crypt-empty-text = Only bones and dust.
card-crypt-old-bones = Old Bones
card-crypt-old-bones-text = The bones in the crypt knit together and rise. A Skeleton attacks!
card-spectral-storm = Spectral Storm
card-spectral-storm-text = Ghosts howl out of the crypt. Test Luck: fail and you take 1d6 wounds.
card-crypt-hidden-trap = Hidden Trap
card-crypt-hidden-trap-text = The lid was trapped. Draw a Trap card.
card-rune-blade = Rune Blade
card-rune-blade-text = Loot worth 50 electrum. In combat, each round your Standard Attack wins deals 1 extra wound.

## Corpse deck

card-corpse-gold-50 = Gold (50)
card-corpse-gold-50-text = A money belt worth 50 electrum.
card-corpse-gold-100 = Gold (100)
card-corpse-gold-100-text = A money belt worth 100 electrum.
card-corpse-gold-200 = Gold (200)
card-corpse-gold-200-text = A fat purse worth 200 electrum.
card-corpse-unstable-potion = Unstable Potion
card-corpse-unstable-potion-text = Loot. Drink it on your turn (Drink potion): 1d6, on 1-2 you take 2 wounds, on 3-6 you heal 1d6.
card-corpse-empty = Picked Clean
card-corpse-empty-text = Someone got here first. Nothing left.
card-rope = Rope
card-rope-text = Loot worth nothing. Adds 2 to one Bridge or Bottomless Pit test (Cross rope on a Bridge; used by itself at a Pit), then it is gone.
card-corpse-old-bones = Old Bones
card-corpse-old-bones-text = The body was not quite dead. It rises as a Skeleton and attacks!
card-scorpion = Scorpion
card-scorpion-text = A scorpion scuttles out of the sleeve. Test Armor: fail and you take 2 wounds.
card-small-scorpion = Small Scorpion
card-small-scorpion-text = A small scorpion stings you: 1 wound.
card-deadly-scorpion = Deadly Scorpion
card-deadly-scorpion-text = A black scorpion strikes. Test Armor: fail and you take 4 wounds.
card-shield = Shield
card-shield-text = Loot worth 40 electrum. In each combat, the first wound you would take is ignored.

## Catacomb deck

card-catacomb-exit = Exit
card-catacomb-exit-text = A stair climbs back towards the dungeon. Resurface now (Resurface and the side to shift to), or press on.
card-catacomb-empty = Empty
card-catacomb-empty-text = Bones and dust, nothing more.
card-hole-in-the-roof = Hole in the Roof
card-hole-in-the-roof-text = Daylight of a sort falls through a broken vault. You may climb out here (Resurface and the side to shift to), or press on.
card-catacomb-hidden-trap = Hidden Trap
card-catacomb-hidden-trap-text = Something clicks under your boot. Draw a Trap card.
card-treasure-chest = Treasure Chest
card-treasure-chest-text = Loot. Too heavy to open down here: at the end of the game it is worth 2d6 x 100 electrum.
card-gigantic-diamond = Gigantic Diamond
card-gigantic-diamond-text = Loot worth 4000 electrum: the legend of the catacombs was true.
card-catacomb-torch-goes-out = Torch Goes Out
card-catacomb-torch-goes-out-text = A draught snuffs your torch. You lose your next turn finding a light.
card-horde-of-rats = Horde of Rats
card-horde-of-rats-text = A tide of rats pours over you. Test Armor: fail and you take 4 wounds.
card-spiders-venom = Spider's Venom
card-spiders-venom-text = A fat spider drops from the vault. Test Luck: fail and its venom deals 2 wounds.
card-catacomb-razorwing = Razorwing
card-catacomb-razorwing-text = A razorwing shrieks out of the dark: 1d6 wounds.
card-demon-flame = Demon Flame
card-demon-flame-text = A jet of demon fire. Test Luck: pass and you are singed for 1 wound; fail and you take 5.
card-skeleton-volley = Skeleton Volley
card-skeleton-volley-text = Skeletal archers loose from the niches: 1d6 wounds.
card-golem-grab = Golem Grab
card-golem-grab-text = A golem's fist closes on you: 2 wounds, and you must give up a Loot card of your choice (Drop NAME).
card-abomination-smash = Abomination Smash
card-abomination-smash-text = An abomination swings blindly: 10 wounds minus your Armor, at least 1.
card-druids-bolt = Druid's Bolt
card-druids-bolt-text = A fallen druid hurls a bolt. Test Luck: fail and you take 3 wounds.
card-vampire-bite = Vampire Bite
card-vampire-bite-text = A vampire bat bites deep: 2 wounds, and nothing heals you until you are back in the dungeon.
card-greedy-fallen-elf = Greedy Fallen Elf
card-greedy-fallen-elf-text = A fallen elf grabs for your pack. Test Agility: fail and it makes off with your most valuable Loot card.
card-giant-naga = Giant Naga
card-giant-naga-text = A giant naga coils round you. Test Strength: fail and you take 3 wounds.
card-skeleton-ambush = Skeleton Ambush
card-skeleton-ambush-text = A Skeleton steps out of a burial niche and attacks! Down here no token is left behind.
