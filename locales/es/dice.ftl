## !dq dice: roll statistics.

dice-header = 🎲 **Los dados de esta partida**
dice-d6 = Caras del d6 ({ $total } tiradas): { $faces }
dice-face = { $face }: { $count } ({ $pct }%)
dice-tests = Tiradas de atributos: { $passed } superadas, { $failed } fallidas.
dice-escapes = Tiradas de escape (d100): { $escaped } de { $total } lograron huir; las probabilidades preveían { $expected }.
dice-dragon = Cartas de Dragón (d100): { $sleeping } de { $total } lo dejaron dormido; las probabilidades preveían { $expected }.
dice-purposes = d6 según su uso: { $list }
dice-none = Todavía no se ha tirado ningún dado.
