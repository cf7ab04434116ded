## !dq commands: game management.

manage-option-unknown = There is no optional rule `{ $name }`. The options: { $options }. `!dq options` says what each does.
manage-new = A new game of DungeonQuest is open, run by { $organiser }. Join with `!dq join [HERO]` (heroes: Challara, Gherinn, Hugo, Krutzbeck, Lindel, Tatianna), pick a tower with `!dq tower NW|NE|SE|SW`, and the organiser starts with `!dq start`.
manage-open-table = A game of DungeonQuest. Join with `!dq join [HERO]` (heroes: Challara, Gherinn, Hugo, Krutzbeck, Lindel, Tatianna), pick a tower with `!dq tower NW|NE|SE|SW`, and the organiser starts with `!dq start`.
manage-place-dead = died in the dungeon: carries nothing out
manage-place-sunset = still in the dungeon at sunset: carries nothing out
manage-exists = There is already a game here (organised by { $organiser }). Finish it before starting another.
manage-no-game = There is no game in this channel. Start one with `!dq new`.
manage-no-game-dm = You are not in any running game.
manage-new-in-channel = A game is opened in a server channel, where it is played: type `!dq new` (or `!dq new raiders`, `!dq new dungeoneer`) there.
manage-not-here = That is a Dungeon Raiders play; this table plays DungeonQuest. `!dq help` says what you can do.
manage-claim-wait = The offered player still has { $hours } hours to answer before the part opens to anyone.
manage-export-refused = Only the organiser can export a game that is still running; anyone can once it has ended.
manage-exported = 📎 The log of game { $game } ({ $events } events) is in `{ $file }`.{ $note }
manage-export-running-note = {" "}The game is still running, so the seed and everything still hidden are left out.
manage-log-header = **The last { $n } lines of the game** (`#N`: the input, as `kalladra render --at N` counts them):
manage-log-empty = Nothing has happened yet.
manage-undo-header = ↩️ `!dq undo confirm` would take back { $count ->
        [one] this input
       *[other] these { $count } inputs
    }:
manage-undo-chance = { $count ->
        [one] It includes
       *[other] They include
    } dice, cards or sealed choices: the log keeps a record of the undo, and making the same moves again gives the same draws.
manage-undo-confirm = Type `!dq undo confirm` to take { $count ->
        [one] it back, or carry on to keep it.
       *[other] them back, or carry on to keep them.
    }
manage-undo-replace = That would take back a replacement: the new player has already seen the seat as its player does, which cannot be unseen. To give the seat back, use `!dq replace` again.
manage-undo-impossible = There { $count ->
        [one] is only { $count } input
       *[other] are only { $count } inputs
    } in effect, and a finished game cannot be undone.
manage-undo-splits-round = Taking back { $count ->
        [one] this input
       *[other] these { $count } inputs
    } would reopen a fight round whose strikes were already shown, with one side's strikes still sealed. `!dq undo { $whole }` keeps rounds whole: it takes back { $whole } inputs, back to and including { $first }.
manage-undo-nothing = There is no undo waiting for confirmation: `!dq undo N` first.
manage-undo-moved-on = The game has moved on since the preview: ask again with `!dq undo N`.
manage-undo-sealed = { $name }'s strikes (sealed)
manage-undo-clock-sealed = the clock, for { $name }: { $name }'s strikes (sealed)
manage-undo-hidden = { $name }: a face-down card (hidden)
manage-the-organiser = the organiser
manage-the-clock-for = the clock, for { $name }
manage-set-unknown = `{ $key }` is not a setting. Settings: { $keys }.
manage-set-bad-value = `{ $value }` is not a valid value for `{ $key }`: it takes { $takes }.
manage-set-out-of-range = `{ $key }` ({ $meaning }) takes a whole number from { $min } to { $max }, not `{ $value }`.
manage-set-no-value = `!dq set { $key }` needs a value after it. It takes: { $takes }.
manage-set-takes-number = a whole number from { $min } to { $max }
manage-set-same = `{ $key }` is already `{ $value }`: nothing changed.
manage-settings-header = **Settings** (the organiser changes them with `!dq set KEY VALUE`: the rules before the start, the clock's and the board's any time):
manage-welcome = You have a seat, as **{ $hero }**. Combat choices and anything secret come to you here, by direct message. (`!dq notify on` also tells you here when your turn is next.)
manage-welcome-substitute = You take over **{ $hero }** from { $old }. Combat choices and anything secret come to you here, by direct message; `!dq help` says what you can do now. (`!dq notify on` also tells you here when your turn is next.)
manage-notify-on = You will get a direct message when your turn is next.
manage-notify-off = No more "you're next" messages.
manage-notify-digest = 📬 Once a day you will get one direct message listing every game that waits on you, on every server, instead of a message each turn. `!dq notify on` for a message a turn, `off` for neither.
manage-heads-up = 🔔 You're next, after { $name }: game #{ $game } in { $channel } ({ $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }).
manage-campaign-other-kind = The campaign **{ $campaign }** ranks games of another kind: choose another name for this one.
manage-campaign-other-kind-start = The campaign **{ $campaign }** ranks games of another kind, so this game cannot count for it: name its campaign with `!dq campaign NAME` before the start.
manage-campaign-set = This game counts for the campaign **{ $campaign }**.
manage-leaderboard-header = 🏆 **Campaign { $campaign }**: electrum carried out of Dragonfire Dungeon
manage-leaderboard-line = { $rank }. { $name }: { $electrum } electrum · { $played } played · { $survived } survived · { $won } won · rating { $rating }
manage-leaderboard-empty = No finished games count for the campaign **{ $campaign }** yet.
manage-random-wait = The round's deadline is { $hours } hours away: only then may the organiser have the bot choose for a side that has not answered.
manage-left-setup = { $name } has left the table.
## !dq language (the game's, the organiser's) and !dq language me (a player's own)
manage-language-set = 🌐 This game is now played in English: the channel's texts, and the DMs of anyone who chose no language of his own (`!dq language me es|en|auto`).
manage-language-already = 🌐 This game is already played in English.
manage-language-organiser-only = Only the organiser ({ $organiser }) can change the game's language; nothing changed. Your own DMs and the replies only you see can be in the language you like: `!dq language me es|en|auto`.
manage-language-me = 🌐 Your DMs and the replies only you see are in English from now on (`!dq language me auto` to follow your Discord language, else the game's).
manage-leave-confirm = Leaving now abandons your hero for good: the hero dies and is out of this game (it does not turn off notifications or leave the channel: `!dq notify off`, `!dq away HOURS` are for that). To abandon the quest: `!dq leave confirm`.
manage-language-me-noted = 🌐 { $name } now reads DMs in { $language ->
        [es] Spanish
       *[en] English
    } (confirmed by DM).
manage-language-me-auto = 🌐 Your DMs and the replies only you see follow your Discord language again, else the game's.

## Games of other kinds (Dungeon Raiders)

manage-unknown-game = `{ $got }` is not a game Kalladra runs: `!dq new` opens DungeonQuest, `!dq new raiders` opens Dungeon Raiders, `!dq new dungeoneer` opens Hollowdeep.
manage-no-hand = DungeonQuest has no hand of cards: `!dq status` and `!dq board` show your hero. `!dq hand` is for Dungeon Raiders.
seated-seed = 🎲 The seed's SHA-256, posted before any card is dealt: `{ $hash }`. The seed itself comes with the log at the end, so anyone can check every shuffle. The game's number, channel and organiser are bound to the seed by the commitment `{ $commitment }`.
seated-join-no-choice = (Characters are dealt at random at the start: `!dq join` takes no name here.)
seated-board-one-text = (This game's board has one text form, this one: `!dq board picture` shows the picture alone, `!dq board` both.)
seated-hand-sent = 📬 Your hand went to you by DM.
seated-welcome = 👋 You have a seat in game { $game }. Your hand, and anything only you may know, come to you here by direct message; so does your call to play. (`!dq notify on` also tells you here when your turn is next.)
seated-took-over = 🔁 You take over a seat in game { $game }, as { $name }: its cards, treasure and wounds are yours now, and so is its turn.
seated-seat-passed = 🔁 The organiser has handed your seat in game { $game } to someone else: you play there no more.
seated-campaign = Campaign: **{ $campaign }** (`!dq leaderboard { $campaign }`).
seated-campaign-same = This game counts for the campaign **{ $campaign }** already.
addressed-game = #{ $game } (in { $channel })
addressed-which-game = { $count } of your games wait on you: { $games }. Which is this for? Send it again with the game's number first, for example `{ $example }`, or use the game's own channel (`/act` there is answered to you alone). Nothing was played.
addressed-no-such-game = You have no running game #{ $game }. { $count ->
        [0] You sit at no running game.
       *[other] Yours: { $games }.
    }

## What the table says at every game, in DungeonQuest's words (`{texts}-KEY`, `Kind::texts`).
manage-record-refused-setup = The game has not started: its page comes once it runs (`!dq record` then shows the turns so far; by DM, your own).
manage-hand-none = { manage-no-hand }
manage-hand-no-seat = { manage-no-hand }
manage-refuse-already-started = { refusal-already-started }

## `!dq mine`: the games that wait on you, on every server
mine-title = { $count ->
    [one] 1 game waits on you:
   *[other] { $count } games wait on you, the longest wait first:
}
mine-game = • #{ $game } in { $channel }: { $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }, waiting { $waited }. { $deadline }
mine-waited = { $unit ->
        [days] { $n } days
        [hours] { $n ->
            [one] 1 hour
           *[other] { $n } hours
        }
       *[minutes] { $n ->
            [one] 1 minute
           *[other] { $n } minutes
        }
    }
mine-digest = 📬 Your daily digest: { $count ->
        [one] 1 game waits on you:
       *[other] { $count } games wait on you, the longest wait first:
    }
mine-none = { $games ->
        [0] You sit at no running game.
       *[other] None of your running games waits on you now.
    }
