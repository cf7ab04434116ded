# Hollowdeep (Dungeoneer's rules with our own cards): the words a card's text is made of.
# A card's text is rendered from its fields (src/games/dungeoneer/content/text.rs), never
# written by hand, so it always says what the card does.

dg-game = Hollowdeep

## Scores, forms, kinds
dg-melee = Melee
dg-magic = Magic
dg-speed = Speed
dg-life = Life
dg-level = Level
dg-carry-boon = Boon slots
dg-carry-treasure = Treasure slots
dg-pack = Pack room
dg-roll-attack = attack
dg-roll-counter = counter-attack
dg-roll-threat = Threat
dg-roll-search = search
dg-roll-chance = Chance
dg-kind-undead = Undead
dg-kind-demon = Demon
dg-kind-beast = Beast
dg-kind-vermin = Vermin
dg-kind-brute = Brute
dg-kind-spirit = Spirit
dg-map-entrance = Entrance
dg-map-passage = passage
dg-map-grim_passage = grim passage
dg-map-room = room
dg-feature-pit = Pit
dg-feature-spikes = Spikes
dg-feature-hazard = Hazard
dg-feature-sewer = Sewer
dg-feature-portal = Portal
dg-source-exit = exit
dg-source-trap = Trap
dg-source-pit = Pit
dg-source-spikes = Spikes
dg-source-quest = quest
dg-what-hand = { $count ->
    [one] card from hand
   *[other] cards from hand
 }
dg-what-treasure = { $count ->
    [one] Treasure
   *[other] Treasures
 }
dg-what-boon = { $count ->
    [one] Boon
   *[other] Boons
 }
dg-what-attachment = { $count ->
    [one] Attachment
   *[other] Attachments
 }
dg-what-pack = { $count ->
    [one] monster from a Pack
   *[other] monsters from a Pack
 }
dg-what-monster = { $count ->
    [one] attacking monster
   *[other] attacking monsters
 }

## The banner
dg-category-boon = Boon
dg-category-treasure = Treasure
dg-category-bane = Bane
dg-category-encounter = Encounter
dg-play-dungeonlord = DungeonLord phase
dg-play-hero = Hero phase
dg-play-response = Response
dg-play-anytime = Anytime
dg-duration-instant = Instant
dg-duration-permanent = Permanent
dg-duration-attachment = Attachment
dg-duration-monster = Monster
dg-slot-weapon = weapon
dg-slot-armour = armour
dg-slot-helm = helm
dg-slot-boots = boots
dg-slot-cloak = cloak
dg-cost-glory = { $n } Glory
dg-cost-peril = { $n } Peril
dg-cost-variable = { $n }+# { $funding }
dg-upkeep = upkeep { $n } { $funding }
dg-attach = attaches to a { $host ->
    [hero] hero
    [treasure] Treasure
   *[monster] monster
 }
dg-target-hero = On a hero.
dg-target-monster = On a monster attacking you.
dg-target-space = On a space.
dg-target-map = On a map card.

## The ops
dg-op-stat = { $n } { $stat }
dg-op-roll = { $n } to { $form ->
    [none] the
   *[other] the { $form }
 } { $roll } roll
dg-op-reroll = roll one { $roll } die again; the new roll stands
dg-op-threat = { $form } Threat { $number }+
dg-op-threat-space = every hero in the space faces a { $form } Threat { $number }+
dg-op-pass = pass: { $effects }
dg-op-fail = fail: { $effects }
dg-op-wound = { $n ->
    [1] 1 wound
   *[other] { $n } wounds
 }
dg-op-heal = heal { $n } Life
dg-op-movement = { $n } Movement at once
dg-op-glory-you = { $gain ->
    [yes] you gain { $n } Glory
   *[no] you lose { $n } Glory
 }
dg-op-glory-target = { $gain ->
    [yes] the hero gains { $n } Glory
   *[no] the hero loses { $n } Glory
 }
dg-op-peril-you = { $gain ->
    [yes] you gain { $n } Peril
   *[no] you lose { $n } Peril
 }
dg-op-peril-target = { $gain ->
    [yes] the hero gains { $n } Peril
   *[no] the hero loses { $n } Peril
 }
dg-op-draw = draw { $n ->
    [1] 1 card
   *[other] { $n } cards
 }
dg-op-discard = discard { $n } { $what }{ $chooser ->
    [you] , your choice
    [random] , at random
   *[owner] {""}
 }
dg-op-cancel = that attack does nothing
dg-op-return = the monster goes back to its owner's hand
dg-op-warp-adjacent = move the hero to a neighbouring space
dg-op-warp-within = move the hero up to { $n } spaces
dg-op-warp-entrance = move the hero to the Entrance
dg-op-warp-kind = move the hero to a { $kind }
dg-op-shift = move a map card up to { $n } cells
dg-op-tip = the hero is tipped
dg-op-untip = stand the hero up
dg-op-drain = lose { $n } Level (never below 1)
dg-op-minion = a monster of Life { $n } or less that just attacked you becomes your Minion
dg-op-immune = immune to { $list }
dg-op-threat-mod = { $n } to every { $source } Threat number
dg-op-monster-mod = { $n } { $stat } for every { $kind }
dg-op-variable = (# at most { $max })
dg-scope-roll = for one roll
dg-scope-combat = for this combat
dg-scope-turn = until the next Reset
dg-when-space = { $id ->
        [entrance] on the { $kind }
       *[other] in a { $kind }
    }
dg-when-feature = on a { $feature }
dg-when-monster = against { $kind }
dg-when-form = in { $form } combat
dg-when-level = from Level { $n }
dg-when-tipped = while tipped
dg-when-wounded = while wounded

## Monsters and maps
dg-monster = { $kind } · Life { $life } · Melee { $melee } · Magic { $magic } · Speed { $speed }
dg-monster-attacks = Attacks with { $forms }.
dg-monster-hit = A hit: { $effects }.
dg-monster-special = Special, for { $peril } more Peril: { $effects }.
dg-monster-immune = Immune to { $list }.
dg-exit-open = open
dg-exit-locked = locked ({ $form } { $threat }+)
dg-exit-trapped = trapped ({ $form } { $threat }+)
dg-exit-wall = wall
dg-map-line = { $kind } · { $glory } Glory · { $peril } Peril · N { $n } · E { $e } · S { $s } · W { $w }
dg-feature-line-pit = Pit: { $form } Threat { $threat }+ on entry, or fall in (tipped).
dg-feature-line-spikes = Spikes: { $form } Threat { $threat }+ on entry, or 1 wound.
dg-feature-line-hazard = Hazard: +{ $bonus } to every Trap played here.
dg-feature-line-sewer = Sewer: 1 Movement to jump to the other Sewer.
dg-feature-line-portal = Portal: 1 Movement to jump to or from the Entrance.
dg-on-enter = On a new entry: { $effects }.

## Heroes and quests
dg-hero-level = Level { $level }: Melee { $melee }, Magic { $magic }, Speed { $speed }
dg-hero-carry = Life { $life }; carries { $boon } Boons and { $treasure } Treasures.
dg-hero-ability = Ability ({ $play }, { $cost }{ $per_turn ->
    [0] {""}
   *[other] , once a turn
 }): { $effects }.
dg-cost-free = free
dg-quest-type-artifact = Artifact
dg-quest-type-chance = Chance
dg-quest-type-effect = Effect
dg-quest-type-escort = Escort
dg-quest-type-sacrifice = Sacrifice
dg-quest-type-search = Search
dg-quest-type-slay = Slay
dg-quest-type-threat = Threat
dg-quest-at = At { $places }.
dg-quest-escort = Take the token at { $from }; bring it to { $to }.
dg-quest-search = Search any { $kind } (1 Movement a roll, +1 per space from the Entrance): { $number }+.
dg-quest-arrive = Arrive.
dg-quest-threat = { $form } Threat { $number }+{ $fail }.
dg-quest-chance = Roll { $dice } dice (1 Movement an attempt): { $pattern }.
dg-pattern-same = all the same
dg-pattern-run = a run of consecutive faces
dg-pattern-set = exactly { $faces }
dg-pattern-sum = a total of { $n } or more
dg-quest-price = Pay: { $effects }.
dg-quest-slay = Defeat the monster: { $monster }
dg-quest-ongoing = While held: { $effects }.
dg-quest-reward = Reward: a Level{ $more }.
dg-or = or
