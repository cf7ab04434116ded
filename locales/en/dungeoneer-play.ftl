# Hollowdeep at the table: what happens, what is asked, why the rules say no.

## Refusals
dg-no-not-started = The game has not started yet.
dg-no-started = The game has already started.
dg-no-over = The game is over.
dg-no-seat = You have no seat in this game.
dg-no-settings = These settings cannot be played: { $why }.
dg-no-turn = It is not your turn.
dg-no-phase = Not now: this is the { $phase }.
dg-no-movement = You have no Movement left.
dg-no-tipped = Your hero is knocked down: `stand` first (1 Movement).
dg-no-wall = A wall blocks the way { $side }.
dg-no-way = There is no space { $side } of you.
dg-no-jump = There is no Sewer pair or Portal link here.
dg-no-not-tipped = Your hero is on his feet.
dg-no-map-deck = No map cards are left.
dg-no-place-first = First place the drawn map card (`place` and a letter).
dg-no-nothing-to-place = No map card is waiting for a place.
dg-no-spot = { $spots ->
    [0] The drawn card fits nowhere.
   *[other] There is no such spot: choose a letter from A to { $last }.
 }
dg-no-not-in-hand = That card is not yours to play.
dg-no-must-discard = Your hand holds cards: discard one (`discard` and its number).
dg-no-not-your-quest = That quest is neither yours nor the Global.
dg-no-not-there = Your hero is not where that is done.
dg-no-not-found = Find it first: `search` on a space of its kind.
dg-no-found = You found it already this turn.
dg-no-not-search = That is not a Search quest.
dg-no-not-escort = That is not an Escort quest.
dg-no-token = You carry no Escort token (for that quest).
dg-no-carrying = You carry a token already.
dg-no-deliver = You are at the Escort's destination: `attempt` it instead.
dg-no-pay = You cannot pay the price in full (a wound price may not kill).
dg-no-slay = A Slay quest is fought: `slay` and its number.
dg-no-card = That card cannot be played now.
dg-no-poor = Too little to pay: it costs { $cost } { $funding ->
        [peril] Peril
       *[glory] Glory
    }, and there { $have ->
        [one] is 1
       *[other] are { $have }
    }.
dg-no-own-peril = A Peril card is paid from an opponent's Peril, never your own.
dg-no-target = That is not a living opponent you can aim it at (a monster card takes an attack, `respond 3 on 1`; an Anytime Bane a hero, `respond 3 at bob`).
dg-no-form = That monster cannot attack in that form.
dg-no-attacked = You sent your Encounters already this turn.
dg-no-window = A Response window is open: only answers to it now.
dg-no-no-window = No window is open for you.
dg-no-carry = Your slots are full: let a Treasure go first (`letgo` and its number).
dg-no-used = Used already this turn.
dg-no-challenged = You have made your Challenge this turn.
dg-no-slain = You fought that monster already this turn.
dg-no-nothing-to-challenge = No Slay monster has attacked you this turn.
dg-no-variable = Only a card with "#" takes more.
dg-no-answer-first = A question waits for its answer first.
dg-no-nothing-asked = Nothing is asked of you now: `choose` answers a question the game puts to you.
dg-no-not-an-option = That is not one of the answers to the question asked.

## What a command names
dg-unres-card = You hold { $count } cards; there is no card { $n }.
dg-unres-pack = Your Pack holds { $count }; there is no monster { $n }.
dg-unres-treasure = Your Inventory holds { $count }; there is no card { $n }.
dg-unres-player = Nobody here is called { $name }.
dg-unres-quest = No quest of yours has that number (yours are 1 and 2; `g` is the Global).
dg-unres-attack = There are { $count } attacks; there is no attack { $n }.
dg-unres-seated = Only a seated player gives commands.
dg-parse-empty = Say a command: `move north`, `play 2`, `attempt 1`, `end`.
dg-parse-long = That is { $len } characters; a command is at most 400.
dg-parse-bad = `{ $verb }` cannot take “{ $got }”. { $hint }
dg-parse-slip = Did you mean `{ $meant }`?
dg-hint-move = Say a side: north, east, south or west.
dg-hint-place = Say the spot's letter: `place B`.
dg-hint-number = Say the card's number in your hand: `play 2`.
dg-hint-quest = Say your quest's number (1 or 2) or `g` for the Global.
dg-hint-send = Say a card's number, a player and a form: `attack 2 ana melee`.
dg-hint-respond = Say a card's number and the attack it answers: `respond 3 on 1`, an Anytime Bane's hero: `respond 2 at bob`, or `pass`.
dg-hint-answer = For example: `answer respond ask`, `answer reward leader`, `answer pack hand`, `answer slay ask`.
dg-hint-choose = Answer the question you are asked: `choose magic`, `choose pay 1 2` (or `all`, `none`), `choose pack 1` (or `all`, `none`), `choose peril ana`, `choose counter` or `strike`, `choose cards 1 3 4` (by hand numbers), `choose place B`, `choose card A`.
dg-hint-other = See `!dq help`.

## Words
dg-side-n = north
dg-side-e = east
dg-side-s = south
dg-side-w = west
dg-phase-setup = set-up
dg-phase-dungeonlord = DungeonLord phase
dg-phase-build = Build phase
dg-phase-hero = Hero phase
dg-phase-discard = Discard/Draw phase
dg-phase-over = end

## What happens
dg-tell-dealt = The Hollowdeep opens. { $start } begins. Each hero stands on the Entrance with 1 Glory and 1 Peril.
dg-tell-hero = { $name } plays { $hero } ({ $race }, { $class }).
dg-tell-turn = **Round { $round }: { $name }'s turn.** { $movement } Movement.
dg-tell-phase = { $name }: { $phase }.
dg-tell-map-drawn = { $name } draws { $card }.
dg-tell-set-aside = { $card } fits nowhere and is set aside.
dg-tell-reshuffled = The set-aside map cards go back into the deck.
dg-tell-placed = { $card } is laid { $where }.
dg-tell-rolled = { $name } rolls { $die } + { $score } = { $total } against { $number } ({ $why }): { $result }.
dg-roll-for-exit = the Threat of the exit { $side }
dg-roll-for-feature = the Threat underfoot (a Pit or Spikes)
dg-roll-for-quest = the Threat of *{ $quest }*
dg-roll-for-attack = attack { $n }
dg-roll-for-card = the Threat of **{ $card }**
dg-roll-for-ability = { $hero }'s ability
dg-tell-rerolled = { $name } rolls again: { $die }.
dg-tell-passed = passed
dg-tell-failed = failed
dg-tell-moved = { $name } moves { $side } to { $card }{ $cost ->
    [1] {""}
   *[other] {" "}({ $cost } Movement)
 }.
dg-tell-jumped = { $name } jumps to { $card }.
dg-tell-stopped = { $name } cannot get through and stays, losing the Movement spent.
dg-tell-collected = { $name } gains { $glory } Glory and { $peril } Peril.
dg-tell-wounded = { $name } takes { $wounds ->
    [1] 1 wound
   *[other] { $wounds } wounds
 } ({ $life }/6 Life).
dg-tell-healed = { $name } heals { $life } ({ $now }/6 Life).
dg-tell-tipped = { $name } is knocked down.
dg-tell-untipped = { $name } stands up.
dg-tell-died = ☠️ { $name } has fallen.
dg-tell-discarded = { $name } discards { $card }.
dg-tell-discarded-hidden = { $name } discards a card.
dg-tell-lost = { $name } loses { $card } from hand.
dg-tell-stayed = { $name } stayed put and collects { $glory } Glory and { $peril } Peril.
dg-tell-saved = { $name } saves a Movement.
dg-tell-drew = { $name } draws { $count ->
    [1] a card
   *[other] { $count } cards
 }.
dg-tell-drew-own = You draw { $cards }.
dg-tell-glory = { $name } { $gain ->
    [yes] gains
   *[no] loses
 } { $n } Glory ({ $now }).
dg-tell-peril = { $name } { $gain ->
    [yes] gains
   *[no] loses
 } { $n } Peril ({ $now }).
dg-tell-movement = { $name } now has { $now } Movement.
dg-tell-level = { $name } is drained to Level { $level }.
dg-tell-attempted = { $name } attempts { $quest }.
dg-tell-dice = { $name } rolls { $dice } for { $quest }: { $result }.
dg-tell-searched = { $name } searches for { $quest }: { $die } + { $bonus } = { $total } against { $number }: { $result }.
dg-tell-completed = 🏆 { $name } completes { $quest } and reaches Level { $level } ({ $count } of 3).
dg-tell-global = The new Global quest: { $quest }.
dg-tell-token-taken = { $name } takes the token of { $quest }.
dg-tell-token-dropped = { $name } puts down the token of { $quest }.
dg-tell-warped = { $name } is carried to { $card }.
dg-tell-shifted = { $card } shifts { $where }.
dg-tell-sent = { $lord } sends { $card } at { $target } ({ $cost } of { $payer }'s Peril).
dg-tell-cursed = { $card } lies on { $name }.
dg-tell-special = { $card } attacks with its special: { $text }.
dg-tell-window = ⏳ Response window: waiting for { $names }.
dg-tell-answered = { $name } has answered.
dg-tell-played = { $name } plays { $card } ({ $cost } Glory).
dg-tell-ability = { $name } uses { $hero }'s ability ({ $cost } Glory).
dg-tell-readied = { $card } is now in { $name }'s Inventory.
dg-tell-let-go = { $name } lets { $card } go.
dg-tell-cancelled = Attack { $n } does nothing.
dg-tell-gone = { $monster } leaves the fight{ $to_hand ->
    [yes] {" "}(back to its owner's hand)
   *[no] {""}
 }.
dg-tell-fought = Attack { $n }: { $monster } { $attack_die } → { $attack_total } against { $name } { $counter_die } → { $counter_total }.
dg-tell-monster-hurt = { $monster } takes a wound.
dg-tell-minion-hurt = { $name }'s Minion { $card } takes the blow.
dg-tell-challenged = { $name } challenges { $monster } in { $form }.
dg-tell-slay = { $name } faces the monster of { $quest }; { $lord } runs it.
dg-tell-slay-challenged = { $name } strikes at the monster of { $quest }: { $hero_total } against { $monster_total }.
dg-tell-slay-wounds = The monster of { $quest } carries { $wounds ->
        [one] 1 wound
       *[other] { $wounds } wounds
    }.
dg-tell-packed = { $card } goes into { $name }'s Pack.
dg-tell-back = { $card } goes back to { $name }'s hand.
dg-tell-minion = { $card } becomes { $name }'s Minion.
dg-tell-combat-over = The fight is over.
dg-tell-upkeep = { $name } pays { $cost } upkeep for { $card }{ $payer ->
        [other] , from { $from }'s Peril
       *[self] {""}
    }.
dg-tell-unkept = { $card } returns to { $name }'s hand (upkeep not paid).
dg-tell-chose-form = { $name } has the monster attack in { $form }.
dg-tell-chose-minion = { $use ->
        [counter] { $name }'s Minion takes the counter-attack.
       *[strike] { $name }'s Minion will strike at the end of the combat.
    }
dg-tell-dueled = { $name } challenges { $target } in { $form }: { $total } against { $their_total }.
dg-tell-stolen = { $name } takes { $quest } from { $target }.
dg-tell-won-quests = 🎉 { $name } completes a third quest and wins!
dg-tell-won-last = 🎉 { $name } is the last hero standing and wins!
dg-tell-won-points = The rounds are over. { $names } { $count ->
    [one] wins
   *[other] share the win
 } on quests, Level and Life.
dg-tell-nobody = The last heroes fell together: nobody wins.

## The text board
dg-board-title = **Hollowdeep** · round { $round } of { $limit } · { $name }'s { $phase } · { $movement } Movement
dg-board-title-over = **Hollowdeep** · over after round { $round }
dg-board-title-setup = **Hollowdeep** · waiting for players (2 to 4)
dg-board-key = Key: # wall, L locked exit, T trapped exit, * the Entrance, o Pit, ^ Spikes, % Hazard, ~ Sewer, @ Portal, 1-4 heroes (x knocked down), ! a dropped token, A-Z spots for the drawn card.
dg-board-drawn = Drawn: { $card } ({ $text }). Spots: { $spots }.
dg-board-hero = { $seat }. { $name } · { $hero } · Level { $level } · Life { $life }/6 · Glory { $glory } · Peril { $peril } · quests { $done }/3 · hand { $hand }{ $extra }
dg-board-hero-dead = { $seat }. ~~{ $name }~~ · { $hero } · fallen
dg-board-quests = Quests: { $list }
dg-board-global = Global: { $quest }
dg-board-inventory = Inventory: { $list }
dg-board-minions = Minions: { $list }
dg-board-pack = Pack: { $list }
dg-board-curses = Curses on him: { $list }
dg-board-decks = Adventure deck { $deck } · discards { $discards } · map cards left { $maps } · quests left { $quests }

## Prompts and the hand
dg-prompt-lord = { $name }, you are the DungeonLord: send Encounters and Banes at your opponents, paid with their Peril (`attack 2 { $foe } melee`, `curse 4 { $foe }`), or `end`.
dg-prompt-build = { $name }, place the drawn map card: { $letters } (`place A`).
dg-prompt-hero = { $name }, your Hero phase: { $movement } Movement. { $state ->
        [tipped] Your hero is knocked down: `stand` first; then move (`move north`), `explore`, `play` a Glory card, `attempt` a quest, or `end`.
        [spent] No Movement left for a step: `play` a Glory card, `attempt` a quest where you stand, or `end`.
       *[free] Move (`move north`), `explore`, `play` a Glory card, `attempt` a quest, or `end`.
    }
dg-prompt-discard = { $name }, discard one card (`discard 3`); then you draw back up to 5.
dg-prompt-window = { $names }: the DungeonLord attacks. Answer with Response cards (`respond 3 on 1`) or `pass`, by DM.
dg-prompt-window-slay = { $names }: the monster of { $quest } attacks. Answer with Response cards (`respond 3 on 1`) or `pass`, by DM.
dg-prompt-window-duel = { $names }: { $name } challenges you in { $form }. Play Response cards on yourself first (`respond 3`) or `pass`, by DM.
dg-prompt-over = The game is over.
dg-ask-slay-form = { $name }, you run the monster of { $quest } against { $hero }: which form does it attack in? { $forms } (`choose { $first }`).
dg-ask-upkeep-item = { $n }. { $card }: { $cost } { $funding ->
        [glory] Glory
       *[peril] Peril
    } from { $from }
dg-ask-upkeep = { $name }, upkeep is due: { $list }. Which do you pay? (`choose pay 1`, `choose pay all`, `choose pay none`; what is not paid returns to your hand.)
dg-ask-pack-item = attack { $n }: { $card }, { $life } Life left{ $wounded ->
        [yes] , wounded
       *[no] {""}
    }
dg-ask-pack = { $name }, your monsters survived: { $list }. Your Pack has room for { $room }. Which go into it? (`choose pack 1`, `choose pack all`, `choose pack none`; the others go back to your hand unwounded, or are discarded wounded.)
dg-ask-reward = { $name }, your monsters dealt { $peril ->
        [one] 1 wound
       *[other] { $peril } wounds
    }: who gets the { $peril } Peril? (`choose peril { $foe }` for all of it, or one name for each.)
dg-ask-sacrifice = { $name }, { $quest } takes { $count } cards of your hand: which? (`choose cards 1 2 3`, by their numbers in your hand.)
dg-ask-warp = { $name }, where does the warp take { $own ->
        [yes] you
       *[no] { $hero }
    }? { $list } (`choose place A`).
dg-ask-discard = { $name }, which card of { $hero }'s is discarded? { $list } (`choose card A`).
dg-ask-minion = { $name }, attack { $n } ({ $monster }) is on you: does your Minion take its counter-attack (`choose counter`) or strike at the end of the combat (`choose strike`)?
dg-hand-title = Your hand in Hollowdeep ({ $glory } Glory to spend):
dg-hand-card = { $n }. { $card } · { $banner } · { $text }
dg-hand-empty = Your hand is empty.
dg-hand-hero = Your hero: **{ $hero }**, Level { $level }: Melee { $melee } · Magic { $magic } · Speed { $speed } now. { $text }
dg-hand-quest = Quest { $n }, *{ $quest }*: { $text }
dg-hand-quests = Your quests: { $list }
dg-hand-standing = Your standing answers: respond { $respond } · challenge { $challenge } · reward { $reward } · pack { $pack } · upkeep { $upkeep } · minion { $minion } · slay { $slay }
