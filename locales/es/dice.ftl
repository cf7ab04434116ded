## !dq dice: roll statistics.

dice-header = 🎲 **Los dados de esta partida**
dice-d6 = Caras del d6 ({ $total ->
    [one] 1 tirada
   *[other] { $total } tiradas
}): { $faces }
dice-face = { $face }: { $count } ({ $pct } %)
dice-tests = Tiradas de atributos: { $passed } superadas, { $failed } fallidas.
dice-escapes = Tiradas de escape (d100): { $escaped } de { $total } { $escaped ->
    [one] logró
   *[other] lograron
} huir; las probabilidades preveían { $expected }.
dice-dragon = Cartas de Dragón (d100): { $sleeping } de { $total } con Kalladra durmiendo; las probabilidades preveían { $expected }.
dice-purposes = d6 según su uso: { $list }
dice-none = Todavía no se ha tirado ningún dado.
## What d6 were rolled for (dice-purposes lists them)
dice-purpose-damage = daño
dice-purpose-healing = curación
dice-purpose-potions = pociones
dice-purpose-dragon-fire = fuego del dragón
dice-purpose-darkness = salida de la oscuridad
dice-purpose-opening-strikes = golpes por sorpresa
dice-purpose-knock-outs = pérdidas al caer inconsciente
dice-purpose-late-start = comienzo tardío
dice-purpose-monstrous-treasures = tesoros monstruosos
dice-purpose-tests = tiradas de atributo
dice-purpose-sunset = ocaso
