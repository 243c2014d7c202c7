## Análisis de partidas terminadas (/analizar, /settings analisis).

cmd-analyse = analizar
    .description = Analiza una partida terminada: precisión, errores y las mejores jugadas.
    .game = partida
    .game-description = La partida (por defecto: tu única partida aquí o la última terminada)
cmd-settings-analysis = analisis
    .description = Analiza cada partida de este servidor cuando termina.
    .mode = modo
    .mode-description = auto: analiza cada partida terminada; off: solo a petición
analysis-queued = 🔍 Análisis de **{ $id }** en cola ({ $positions } posiciones); se publicará aquí cuando esté listo.
analysis-already-queued = 🔍 El análisis de **{ $id }** ya está en marcha; se publicará cuando esté listo.
analysis-title = 🔍 **Análisis de { $id }** · { $game }
analysis-side = { $player } ({ $side }): precisión **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph } ({ $before } → { $after }) — era mejor { $best }
analysis-missed-mate = ↳ dejó escapar un mate en { $moves }
analysis-allowed-mate = ↳ permitió un mate
analysis-no-marks = Ninguna imprecisión, error ni error grave.
analysis-summary = Análisis de { $id }: { $first } { $first_accuracy }%, { $second } { $second_accuracy }% — { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
}
analysis-auto-on = 🔍 Ahora cada partida de este servidor se analiza al terminar.
analysis-auto-off = Ahora las partidas de este servidor se analizan solo a petición (`/analizar`).
error-analysis-not-over = la partida { $game } sigue en curso: solo se analizan partidas terminadas
console-kind-analysed = análisis
choice-analysis-auto = auto
choice-analysis-off = desactivado
analysis-graph-title = Análisis de { $id } · { $game }
analysis-graph-chances = Probabilidad de victoria de { $side } ({ $player })
analysis-graph-moves = jugada
analysis-graph-inaccuracy = ?! imprecisión
analysis-graph-mistake = ? error
analysis-graph-blunder = ?? error grave
analysis-frame-mark = { $move }{ $glyph } (era mejor { $best }) · { $status }
analysis-progress = 🔍 Análisis de **{ $id }**: { $done } de { $positions } posiciones examinadas…
