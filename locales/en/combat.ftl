## Combat DMs: asking each side of a fight for its strikes.

combat-template =
    ```
    Standard Attack= Melee
    Brutal Attack= Ranged
    Counterattack = Spell
    Cards/Abilities used = none
    ```
    or short: `S=melee B=ranged C=spell` (each is Melee, Ranged or Spell; Melee beats Ranged, Ranged beats Spell, Spell beats Melee).
combat-hero-round = ⚔️ Round { $round }: { $hero } ({ $wounds }/{ $life }) against the { $monster } ({ $monster_wounds } { $monster_wounds ->
        [one] wound
       *[other] wounds
    } on it). Send your strikes here:
combat-monster-round = ⚔️ Round { $round }: you play the **{ $monster }** (life **{ $life }**, { $monster_wounds } { $monster_wounds ->
        [one] wound
       *[other] wounds
    } so far) against { $hero } ({ $wounds }/{ $hero_life }). Send its strikes here:
combat-face-up = Going It Alone: the token lies face up, the { $monster } has **{ $life }** life.
combat-duel-call = ⚔️ Duel round { $round } against { $other }: you have taken { $mine } of 4 wounds in this fight, they { $theirs }. Send your strikes (sealed until both are in).
combat-duel-sealed = 🔒 Sealed for this round: { $plan }. You may send new strikes until your rival has sent theirs.
combat-spark = You may add `Cards/Abilities used = Spark` to discard your Spark for +1 wound this round.
combat-fury = You may add `Cards/Abilities used = Fury` to spend your Rune of Fury: +2 wounds dealt this round.
combat-warding = You may add `Cards/Abilities used = Warding` to spend your Rune of Warding: you take no wounds this round.
combat-flee = You won the last round: add `Cards/Abilities used = Flee` to forfeit its wounds and break away if you win this round too (Live to Fight Another Day).
combat-offer = ⚔️ { $hero } is fighting { $a_monster }, and the monster's part is yours if you want it: reply `Accept` or `Decline`. Whoever plays it sees its life value and sends its strikes by DM.
combat-sealed = 🔒 Sealed for round { $round }: { $plan }. You may change it until the other side sends theirs.
combat-carry-hero = Your Counterattack won last round: 1 wound lands on the monster this round.
combat-carry-monster = The monster's Counterattack won last round: 1 wound lands on you this round.
combat-not-in-channel = Strikes are secret: send them to the bot by direct message, not in the channel. (Nothing was recorded; change your choice if you like.)
