## Reminders sent by the clock.

reminder-strikes = ⏰ Reminder: your strikes for round { $round } are due { $due }.
reminder-round-due = ⏰ Round { $round }'s deadline has passed with strikes missing. { $organiser } may `!dq random` to have the bot choose for whoever has not answered, or `!dq extend HOURS`.
manage-reminder = ⏰ { $mentions }, the game has been waiting on you since { $since }.
time-in-hours = in { $hours } h
time-hours-ago = { $hours } h ago
