## Los comandos de barra tal como los muestra Discord a quien lo usa en español (es-ES y
## es-419; src/discord/localise.rs): de cada comando, subcomando y opción su `-name` y su
## `-description`, y el nombre de cada elección.
## Nombres: 1-32 minúsculas, cifras, - o _ (la regla de Discord). Descripciones y elecciones:
## 1-100 caracteres.

## /dq
slash-dq-name = dq
slash-dq-description = DungeonQuest: abre una partida, únete y síguela.
slash-dq-new-name = nueva
slash-dq-new-description = Abre una partida en este canal; tú la organizas.
slash-dq-join-name = unirse
slash-dq-join-description = Siéntate a la mesa con el héroe que elijas o con uno al azar.
slash-dq-join-hero-name = héroe
slash-dq-join-hero-description = Challara, Gherinn, Hugo, Krutzbeck, Lindel o Tatianna (si no eliges, uno al azar)
slash-dq-tower-name = torre
slash-dq-tower-description = Elige la Sala de la Torre en la que empiezas.
slash-dq-tower-corner-name = esquina
slash-dq-tower-corner-description = La esquina del tablero cuya Sala de la Torre será tu salida
slash-dq-start-name = empezar
slash-dq-start-description = Empieza la partida (organizador).
slash-dq-leave-name = dejar
slash-dq-leave-description = Deja la partida.
slash-dq-board-name = tablero
slash-dq-board-description = Muestra el tablero con emojis.
slash-dq-board-compact-name = compacto
slash-dq-board-compact-description = Un emoji por casilla, para pantallas pequeñas
slash-dq-status-name = estado
slash-dq-status-description = El sol, a quién le toca y cómo está cada héroe.
slash-dq-help-name = ayuda
slash-dq-help-description = Qué puedes hacer ahora, y los temas de ayuda.
slash-dq-help-topic-name = tema
slash-dq-help-topic-description = Un tema: movimientos, combate, catacumbas, opciones, organizador, campañas o info
slash-dq-resend-name = reenviar
slash-dq-resend-description = Vuelve a enviarte lo que tienes pendiente de responder (solo lo verás tú).
slash-dq-log-name = registro
slash-dq-log-description = Muestra las últimas líneas de la partida.
slash-dq-log-lines-name = líneas
slash-dq-log-lines-description = Cuántas líneas, de 1 a 50 (10 si no lo indicas)
slash-dq-dice-name = dados
slash-dq-dice-description = Las tiradas de dados de la partida, contadas.
slash-dq-export-name = exportar
slash-dq-export-description = El registro de la partida en un archivo.
slash-dq-leaderboard-name = clasificación
slash-dq-leaderboard-description = La tabla de una campaña: electrum sacado, partidas jugadas, sobrevividas y ganadas.
slash-dq-leaderboard-campaign-name = campaña
slash-dq-leaderboard-campaign-description = El nombre de la campaña (si no lo indicas, la de esta partida o main)

## /act
slash-act-name = jugar
slash-act-description = Tu turno: moverte, buscar, responder, elegir tus golpes.
slash-act-move-name = mover
slash-act-move-description = Muévete una casilla.
slash-act-move-direction-name = dirección
slash-act-move-direction-description = Hacia dónde
slash-act-search-name = buscar
slash-act-search-description = Busca en esta sala.
slash-act-do-name = hacer
slash-act-do-description = Cualquier orden del juego tal como la escribirías (Escapar, Atacar, Cruzar, Sí, Salir...).
slash-act-do-command-name = orden
slash-act-do-command-description = La orden, p. ej. Escapar o Cruzar cuerda
slash-act-strikes-name = golpes
slash-act-strikes-description = Tus golpes para esta ronda de combate (en secreto: solo los ves tú).
slash-act-strikes-standard-name = estándar
slash-act-strikes-standard-description = Tu Ataque Estándar
slash-act-strikes-brutal-name = brutal
slash-act-strikes-brutal-description = Tu Ataque Brutal
slash-act-strikes-counter-name = contraataque
slash-act-strikes-counter-description = Tu Contraataque
slash-act-strikes-spark-name = chispa
slash-act-strikes-spark-description = Usar una Chispa en esta ronda
slash-act-monster-name = monstruo
slash-act-monster-description = Hazte cargo del monstruo (acéptalo si te lo ofrecen) o cédeselo al bot (organizador).
slash-act-monster-bot-name = bot
slash-act-monster-bot-description = Organizador: que el bot lleve al monstruo

## /org
slash-org-name = org
slash-org-description = Las herramientas del organizador.
slash-org-order-name = orden
slash-org-order-description = Fija el orden de turno antes de empezar.
slash-org-order-players-name = jugadores
slash-org-order-players-description = El nombre de cada jugador, en el nuevo orden, separados por espacios
slash-org-set-name = ajustar
slash-org-set-description = Cambia un ajuste antes de empezar.
slash-org-set-key-name = ajuste
slash-org-set-key-description = El nombre del ajuste (`!dq ajustes` los muestra)
slash-org-set-value-name = valor
slash-org-set-value-description = Su nuevo valor
slash-org-campaign-name = campaña
slash-org-campaign-description = Cuenta esta partida para una campaña con nombre (antes de empezar).
slash-org-campaign-name-name = nombre
slash-org-campaign-name-description = El nombre de la campaña: letras, cifras, - o _, 32 como mucho
slash-org-replace-name = reemplazar
slash-org-replace-description = Un sustituto ocupa el asiento de un jugador y se queda con su héroe.
slash-org-replace-player-name = jugador
slash-org-replace-player-description = El jugador que deja su asiento
slash-org-replace-substitute-name = sustituto
slash-org-replace-substitute-description = Quién lo ocupa
slash-org-remove-name = quitar
slash-org-remove-description = Saca a un jugador de la partida.
slash-org-remove-player-name = jugador
slash-org-remove-player-description = El jugador al que sacar
slash-org-skip-name = saltar
slash-org-skip-description = Salta el turno actual.
slash-org-pause-name = pausa
slash-org-pause-description = Pon la partida en pausa.
slash-org-resume-name = reanudar
slash-org-resume-description = Reanuda la partida.
slash-org-end-name = terminar
slash-org-end-description = Termina la partida ya.
slash-org-end-reason-name = motivo
slash-org-end-reason-description = Por qué, en pocas palabras (lo verán todos)
slash-org-extend-name = ampliar
slash-org-extend-description = Da más horas al plazo actual.
slash-org-extend-hours-name = horas
slash-org-extend-hours-description = Horas que añadir, de 1 a 168
slash-org-undo-name = deshacer
slash-org-undo-description = Deshaz las últimas acciones: primero una vista previa, luego otra vez con confirmar.
slash-org-undo-inputs-name = acciones
slash-org-undo-inputs-description = Cuántas acciones deshacer, de 1 a 20 (1 si no lo indicas)
slash-org-undo-confirm-name = confirmar
slash-org-undo-confirm-description = True para llevar a cabo lo que acabas de ver en la vista previa
slash-org-random-name = azar
slash-org-random-description = Pasado el plazo de una ronda, golpes al azar para el bando que no los haya enviado.

## Elecciones: direcciones, tipos de golpe, esquinas de la torre
slash-choice-up = Arriba
slash-choice-down = Abajo
slash-choice-left = Izquierda
slash-choice-right = Derecha
slash-choice-melee = Cuerpo a cuerpo
slash-choice-ranged = A distancia
slash-choice-spell = Hechizo
slash-choice-nw = NO
slash-choice-ne = NE
slash-choice-se = SE
slash-choice-sw = SO
