## Discord only: buttons, DMs, permissions.

discord-dm-closed = { $mention }, no puedo enviarte mensajes privados. Abre tus MD a los miembros de este servidor, o responde aquí con `/dq reenviar` (solo lo verás tú).
discord-stale = Esa ronda ya ha terminado: esta elección ya no cuenta.
discord-stale-buttons = Ese botón es de una llamada que ya ha pasado: ya no cuenta. `/dq reenviar` muestra lo que se te pide ahora.
discord-pick-all = Elige un golpe en cada fila (Estándar, Brutal, Contraataque) y luego Confirmar.
discord-sent = Enviado: `{ $answer }`.
discord-forged = Ese botón no pertenece a ninguna partida que yo conozca. Usa `/dq reenviar` para ver tus opciones actuales.
discord-done = Hecho.
discord-pin-failed = { $organiser }, no he podido fijar el tablero de esta partida, así que se queda sin fijar (aunque sigue actualizándose en el mismo mensaje). Para fijarlo, dame el permiso **Fijar mensajes** en este canal, o desfija mensajes antiguos: un canal admite como mucho 50 mensajes fijados.
discord-no-message-content = { $organiser }, aquí no puedo leer las órdenes escritas (`!dq ...`, `Mover ARRIBA`): Discord no me ha concedido el intent de Contenido de mensajes. Quien administre el bot puede activarlo en el Developer Portal (Bot > Privileged Gateway Intents > Message Content) y reiniciarme. Mientras tanto, se puede jugar con los comandos de barra diagonal (`/dq`, `/jugar`, `/org`) y los botones.
discord-not-yours = Ese botón es para otro jugador.
discord-nothing-pending = Ahora mismo no hay nada pendiente de ti.
discord-not-saved = No he podido guardar eso ahora mismo, así que no ha pasado nada. Envíalo otra vez, por favor.

## The labels of a DM's buttons (at most 80 characters each)
discord-button-accept = Aceptar
discord-button-decline = Rechazar
discord-button-spark = Usar Chispa
discord-button-confirm = Confirmar
discord-button-strike = { $slot }: { $strike }
discord-slot-s = Estándar
discord-slot-b = Brutal
discord-slot-c = Contraataque
discord-strike-m = Cuerpo a cuerpo
discord-strike-r = A distancia
discord-strike-p = Hechizo
