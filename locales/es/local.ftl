## Local play (kalladra local) only.

local-unreadable = (la línea { $line } no es texto legible (no es UTF-8), así que se ha saltado: vuelve a escribirla)
local-last-stored = La última acción guardada fue la número { $number }, { $input }.
local-sealed = los golpes de { $name } (secretos)
local-clock-sealed = los golpes de { $name }, enviados por el reloj (secretos)
local-clock-offer-lapsed = el reloj: nadie tomó a tiempo el papel del monstruo, que ha caducado
local-clock-bot-monster = el reloj: el bot tomó el papel del monstruo
local-clock-played = el reloj, por { $name }: `{ $command }`
local-nothing-stored = Todavía no se ha guardado ninguna acción de esta partida.
local-file-written = (archivo escrito: { $path })
local-picture-written = (imagen del tablero escrita: { $path })
local-resuming = Se reanuda la partida { $game } donde se quedó.
local-nothing-to-resume = No hay ninguna partida sin terminar en { $db } que reanudar.
local-intro = Partida local. Escribe `NOMBRE: TEXTO` para escribir en #{ $channel } como NOMBRE, o `NOMBRE dm: TEXTO` para enviar un mensaje privado al bot. Quien hable primero organiza; empieza con `alice: !dq nueva` (DungeonQuest) , `alice: !dq nueva raiders` (Dungeon Raiders) o `alice: !dq nueva dungeoneer` (Hollowdeep, las reglas de Dungeoneer).
local-not-understood = (no se entiende: escribe `NOMBRE: TEXTO`, `NOMBRE dm: TEXTO` o `+HORAS` para dejar pasar el tiempo, de 0,01 a 1000 horas, p. ej. `+25h`)
local-time-passes = (pasa el tiempo: { $hours } h)
local-clock-at-its-limit = (el reloj ya va { $ahead } h adelantado: no pasa de { $limit } h, un siglo)
local-not-stored = no se pudo llegar a la base de datos { $db } ({ $cause }), así que la línea { $line } no se guardó: `{ $input }`. Cuando vuelva la base de datos, `kalladra local --resume` (con el mismo `--db`) dice cuál fue la última acción guardada; si no es esta, vuelve a enviar esta línea.
