## Reminders sent by the clock.

reminder-strikes = ⏰ Recordatorio: tus golpes para la ronda { $round } vencen { $due }.
reminder-round-due = ⏰ Ha vencido el plazo de la ronda { $round } y faltan golpes. { $organiser } puede usar `!dq azar` para que el bot elija por quien no haya respondido, o `!dq ampliar HORAS`.
manage-reminder = ⏰ { $mentions }, la partida { $people ->
        [one] te está esperando
       *[other] os está esperando
    } desde { $since }.
time-in-hours = dentro de { $hours } h
time-hours-ago = hace { $hours } h
