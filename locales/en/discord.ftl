## Discord only: buttons, DMs, permissions.

discord-dm-closed = { $mention }, I cannot send you direct messages. Open your DMs to this server's members, or answer here with `/dq resend` (only you will see it).
discord-stale = That round is over: this choice no longer counts.
discord-stale-buttons = That button is from a call that has passed: it no longer counts. `/dq resend` shows what is asked of you now.
discord-pick-all = Pick one strike in each row (Standard, Brutal, Counter), then Confirm.
discord-sent = Sent: `{ $answer }`.
discord-forged = That button does not belong to a game I know. Use `/dq resend` for your current choices.
discord-done = Done.
discord-pin-failed = { $organiser }, I could not pin this game's board, so it stays unpinned (it still updates in place). To have it pinned, give me the **Pin Messages** permission in this channel, or unpin old messages: a channel holds at most 50 pins.
discord-no-message-content = { $organiser }, I cannot read typed commands here (`!dq ...`, `Move UP`): Discord has not given me the Message Content intent. The bot's owner can turn it on in the Developer Portal (Bot > Privileged Gateway Intents > Message Content) and restart me. Until then, play with slash commands (`/dq`, `/act`, `/org`) and buttons.
discord-not-yours = That button is for another player.
discord-nothing-pending = Nothing is waiting on you right now.
discord-not-saved = I could not save that just now, so nothing happened. Please send it again.

## The labels of a DM's buttons (at most 80 characters each)
discord-button-accept = Accept
discord-button-decline = Decline
discord-button-spark = Use Spark
discord-button-confirm = Confirm
discord-button-strike = { $slot }: { $strike }
discord-slot-s = Standard
discord-slot-b = Brutal
discord-slot-c = Counter
discord-strike-m = Melee
discord-strike-r = Ranged
discord-strike-p = Spell
