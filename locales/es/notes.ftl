## Notas privadas (/nota): se guardan con la partida y solo las ve quien las escribe.

cmd-note = nota
    .description = Guarda una nota privada sobre una de tus partidas, o lee las tuyas (solo tú las ves).
    .text = texto
    .text-description = La nota (hasta 2.000 caracteres); déjalo vacío para leer tus notas
    .game = partida
    .game-description = Id de la partida (por defecto: tu partida aquí, o la última)
notes-kept = 📝 Nota guardada en la partida { $game } ({ $count } de { $limit }). Solo tú la ves: aparece bajo tu `/{ cmd-board }` y en tu `/{ cmd-export }`.
notes-none = 📝 No tienes notas en la partida { $game }. Escribe una con `/{ cmd-note } { cmd-note.text }:…`.
notes-header = { $count ->
    [one] 📝 **Tu nota en la partida { $game }** (solo tú la ves):
   *[other] 📝 **Tus { $count } notas en la partida { $game }** (solo tú las ves):
}
notes-earlier = { $count ->
    [one] … 1 nota anterior está en tu `/{ cmd-export }`.
   *[other] … { $count } notas anteriores están en tu `/{ cmd-export }`.
}
notes-line = • jugada { $number }: { $text }
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — una nota privada sobre una partida (sin texto: tus notas)
console-usage-note = uso: note [PARTIDA] [TEXTO]
error-note-too-long = esta nota tiene { $chars } caracteres; una nota admite como máximo { $limit }: acórtala o divídela en dos notas
error-too-many-notes = ya tienes { $count } notas en la partida { $game }, el máximo posible: reúne lo importante en menos notas
console-aside = (solo lo ve { $player }:)
console-file = archivo: { $path }
