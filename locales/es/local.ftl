## Local play (kalladra local) only.

local-unreadable = (la línea { $line } no es texto legible (no es UTF-8), así que se ha saltado: vuelve a escribirla)
local-last-stored = La última acción guardada fue la número { $number }, { $input }.
local-sealed = los golpes de { $name } (secretos)
local-clock-sealed = los golpes de { $name }, enviados por el reloj (secretos)
local-clock-played = el reloj, por { $name }: `{ $command }`
local-nothing-stored = Todavía no se ha guardado ninguna acción de esta partida.
