# Hollowdeep's board as a picture (src/games/dungeoneer/picture/): its labels (dg-pic-*) and
# its alt text (dg-alt-*). Card, hero and quest names come from the data; map kinds, features
# and forms from dungeoneer.ftl.

dg-pic-title = Hollowdeep
dg-pic-round = Round { $round } of { $limit }
dg-pic-setup = Waiting to start
dg-pic-seated = { $count ->
    [0] Nobody is seated yet
    [one] 1 player seated
   *[other] { $count } players seated
}
dg-pic-seat = Seat { $seat }
dg-pic-turn = { $name } to play
dg-pic-phase-dungeonlord = DungeonLord Phase
dg-pic-phase-build = Build Phase
dg-pic-phase-hero = Hero Phase
dg-pic-phase-discard = Discard/Draw
dg-pic-movement = { $movement } Movement left
dg-pic-over = The game is over
dg-pic-global = Global quest:
dg-pic-no-global = none
dg-pic-maps-left = Map cards left: { $count }
dg-pic-drawn = Drawn: { $card } ({ $kind }) · { $count ->
    [one] 1 lettered spot
   *[other] { $count } lettered spots
} · 180° = turned
dg-pic-turned-short = 180°
# Words a map card's name drops on its tile when the whole name does not fit.
dg-pic-small-words = of the a an
# A form's short name on an exit's plate or beside a feature: two letters at most.
dg-pic-form-melee = Me
dg-pic-form-magic = Mg
dg-pic-form-speed = Sp
dg-pic-open = Open
dg-pic-wall = Wall
dg-pic-locked = Locked
dg-pic-trapped = Trapped
dg-pic-glory = Glory
dg-pic-peril = Peril
dg-pic-escort = Escort token
dg-pic-slot = Open slot
dg-pic-level = Level { $level }
dg-pic-life = Life
dg-pic-done = Quests
dg-pic-hand = Hand { $count }
dg-pic-inventory = Inventory { $count }
dg-pic-pack = Pack { $count }
dg-pic-quests = Quests: { $quests }
dg-pic-no-quests = No open quests
dg-pic-carrying = escorting { $quest }
dg-pic-at = at { $place }
dg-pic-dead = DEAD
dg-pic-tipped = tipped
dg-pic-winner = WINNER
dg-pic-result-quests = { $name } wins with a third completed quest
dg-pic-result-last = { $name } wins, the last hero standing
dg-pic-result-points = The rounds are over: { $names } { $count ->
    [one] wins
   *[other] share the win
} on points
dg-pic-result-nobody = The last heroes fell together: nobody wins

dg-alt-setup = Hollowdeep board: the game has not begun; { $count ->
    [0] nobody is seated yet.
    [one] 1 player seated: { $names }.
   *[other] { $count } players seated: { $names }.
}
dg-alt-round = Hollowdeep board, round { $round } of { $limit }, { $cards } map cards placed.
dg-alt-turn = { $name } to play, { $phase }, { $movement } Movement left.
dg-alt-turn-plain = { $name } to play, { $phase }.
dg-alt-over = The game is over.
dg-alt-result = { $result }.
dg-alt-hero = { $name } ({ $hero }, Level { $level }) is in { $place }{ $tipped }: Life { $life } of { $most }, Glory { $glory }, Peril { $peril }, { $done } of { $total } quests done.
dg-alt-tipped = , tipped
dg-alt-nowhere = no space
dg-alt-dead = { $name } ({ $hero }) is dead, { $done } of { $total } quests done.
dg-alt-global = Global quest: { $quest }.
dg-alt-spots = Drawn map card: { $card } ({ $kind }), { $count ->
    [one] 1 lettered spot
   *[other] { $count } lettered spots
}: { $spots }.
dg-alt-spot = { $letters } { $side } of { $card }
dg-alt-turned = { $letter } (turned 180°)
dg-alt-side-n = north
dg-alt-side-e = east
dg-alt-side-s = south
dg-alt-side-w = west
