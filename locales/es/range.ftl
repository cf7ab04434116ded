## What each numeric setting counts, for the message that names its range.

range-sun-limit = el valor de la ficha de sol a partir del cual se tira por el ocaso
range-sunset-closes-on-or-below = un d6 igual o menor cierra las torres, así que con 6 se cerrarían en cualquier tirada
range-dragon-start = la probabilidad inicial, en porcentaje, de que el Dragón siga dormido
range-dragon-step = cuántos puntos baja esa probabilidad cada vez que el Dragón sigue dormido
range-monster-claim-hours = horas que tiene el jugador al que se ofrece el monstruo para aceptar su papel; 0 lo deja libre de inmediato
range-combat-round-hours = horas que tiene cada bando para enviar sus golpes
range-turn-reminder-hours = horas antes de recordar un turno; 0 para ninguno
range-turn-hours = horas que tiene un jugador para su turno, o para responder a lo que se le pregunta, antes del plazo; 0 para ningún plazo
range-missed-turns-limit = plazos perdidos seguidos antes de que la plaza pase al ordenador (abandono); 0 nunca
range-magical-might-runes = runas que recibe cada héroe con Poder mágico; el mazo de runas tiene 12 para todos los héroes juntos, y el comienzo lo comprueba
