## What a plain roll is for, in brackets after the dice.

roll-damage = damage
roll-part-loot = Loot
roll-part-rope = Rope
roll-part-curse = Curse
roll-part-determination = determination
roll-heal = healing
roll-potion = the potion
roll-dragon-rage = dragon fire
roll-darkness = the way out of the dark
roll-darkness-side = the way out of the dark: { $dir }
roll-ambush = an opening strike
roll-knock-out = Loot lost in the fall
roll-late-start = a late start
roll-monster-treasure = a monstrous treasure
