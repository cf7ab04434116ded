## Fair dice: the seed and its hash.

fair-hash = 🎲 Dados justos: la semilla secreta de esta partida tiene el SHA-256 `{ $hash }`. Todas las tiradas salen de ella; la semilla se publica al terminar la partida, y `kalladra verify` comprueba la partida entera con ella. Los ajustes, el número, el canal y el organizador de la partida quedan ligados a ella por el compromiso `{ $commitment }`.
fair-seed = 🎲 La semilla era `{ $seed }` (SHA-256 `{ $hash }`, el que se publicó al principio). El registro completo tiene el SHA-256 `{ $log }`. `!dq exportar` da el registro; `kalladra verify FICHERO` vuelve a comprobar cada tirada y que el registro es este, entero.
fair-seed-record = 🎲 La semilla era `{ $seed }` (SHA-256 `{ $hash }`, el que se publicó al principio). El registro completo tiene el SHA-256 `{ $log }`: el `{ $file }` adjunto debe dar ese hash, y `kalladra verify { $file }` repite desde la semilla cada barajado y cada jugada.
