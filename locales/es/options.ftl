## Optional rules: the list, and what each does.

options-header = **Reglas opcionales** (el organizador las activa o desactiva antes de empezar: `!dq opcion NOMBRE on|off`):
options-going-it-alone = un solo héroe contra la mazmorra: el bot lleva a todos los monstruos, ves su valor de Vida y solo ganas si sales con una carta de Tesoro.
options-servants-of-kalladra = los jugadores cuyo héroe ha muerto siguen jugando: en su turno mueven una ficha de monstruo una sala o añaden una junto a una Sala de la Torre, y un monstruo que llega a la sala de un héroe lo ataca enseguida.
options-multiple-monsters = una sala puede tener varios monstruos; el héroe que entra elige a cuál se enfrenta primero, y si escapa de uno, escapa de todos.
options-death-can-wait = un héroe que fuera a morir queda inconsciente: entrega 1d6 cartas de Botín a su elección, se cura la mitad de sus heridas y su turno termina; si lo ha vencido un monstruo, se queda a su lado (sin poder buscar allí) hasta que se marcha; si no tenía salida, además pasa a un espacio vecino.
options-cloak-and-dagger = el Botín va boca abajo: cada jugador ve el suyo por mensaje privado, y el canal solo cuántas cartas tiene cada héroe.
options-magical-might = cada héroe empieza con varias runas (`!dq ajustar magical_might_runes N`, 3 si no se cambia).
options-live-to-fight = tras ganar una ronda de combate, un héroe puede decir `Huir` con sus siguientes golpes: renuncia a las heridas que causó al monstruo esa ronda, y si gana también la siguiente, escapa.
options-no-guts-no-glory = un héroe solo puede salir de la mazmorra con al menos una carta de Tesoro.
options-late-start = la ficha de sol empieza en 1d6 en vez de en 0.
options-tower-power = un héroe que entra en una Sala de la Torre puede pasar a cualquier otra Sala de la Torre libre (`Torre NE`), y luego tiene que seguir moviéndose enseguida.
options-hero-vs-hero = un héroe puede moverse a la sala de otro fuera de la Sala del Tesoro y tiene que luchar contra él en rondas secretas por mensaje privado hasta que uno acumule cuatro heridas en el combate; el vencedor le quita una carta de Botín a su elección, y el derrotado retrocede.
options-focused-determination = las fichas de determinación se guardan: una tirada superada gasta solo las que necesitó, y el resto ayuda en la siguiente tirada, sea del tipo que sea.
options-monstrous-treasures = un héroe que mata a un monstruo tira 1d6: si saca menos que su valor de Vida, puede coger una carta de Tesoro (`Sí` o `No`).

## One line of `!dq options`: $mark ✅ or ▫️, $id as `!dq option` takes it, $name its name
options-line = { $mark } **{ $name }** (`{ $id }`): { $text }
## An option in manage-option-unknown's list
options-named = { $id } ({ $name })
## The optional rules' names
option-name-going-it-alone = Yendo solo
option-name-servants-of-kalladra = Sirvientes de Kalladra
option-name-multiple-monsters = Varios monstruos
option-name-death-can-wait = La muerte puede esperar
option-name-cloak-and-dagger = Secretos
option-name-magical-might = Poder mágico
option-name-live-to-fight = Vivir para luchar otro día
option-name-no-guts-no-glory = No hay gloria sin valor
option-name-late-start = Comienzo tardío
option-name-tower-power = Poder de la Torre
option-name-hero-vs-hero = Combate Héroe contra Héroe
option-name-focused-determination = Determinación concentrada
option-name-monstrous-treasures = Tesoros monstruosos
