## !dq dice: roll statistics.

dice-header = 🎲 **The dice of this game**
dice-d6 = d6 faces ({ $total } rolled): { $faces }
dice-face = { $face }: { $count } ({ $pct }%)
dice-tests = Attribute tests: { $passed } passed, { $failed } failed.
dice-escapes = Escape rolls (d100): { $escaped } of { $total } got away; the odds predicted { $expected }.
dice-dragon = Dragon draws (d100): { $sleeping } of { $total } Sleeping; the odds predicted { $expected }.
dice-purposes = d6 by purpose: { $list }
dice-none = No dice have been rolled yet.
## What d6 were rolled for (dice-purposes lists them)
dice-purpose-damage = damage
dice-purpose-healing = healing
dice-purpose-potions = potions
dice-purpose-dragon-fire = dragon fire
dice-purpose-darkness = darkness
dice-purpose-opening-strikes = opening strikes
dice-purpose-knock-outs = knock-outs
dice-purpose-late-start = late start
dice-purpose-monstrous-treasures = monstrous treasures
dice-purpose-tests = tests
dice-purpose-sunset = sunset
