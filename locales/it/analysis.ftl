## Analisi delle partite finite (/analizza, /settings analisi).

cmd-analyse = analizza
    .description = Analizza una partita finita: precisione, errori e le mosse migliori.
    .game = partita
    .game-description = La partita (predefinita: la tua unica partita qui, o l'ultima finita)
cmd-settings-analysis = analisi
    .description = Analizza ogni partita di questo server quando finisce.
    .mode = modo
    .mode-description = auto: analizza ogni partita finita; off: solo su richiesta
analysis-queued = 🔍 Analisi di **{ $id }** in coda ({ $positions } posizioni); sarà pubblicata qui appena pronta.
analysis-already-queued = 🔍 L'analisi di **{ $id }** è già in corso; sarà pubblicata appena pronta.
analysis-title = 🔍 **Analisi di { $id }** · { $game }
analysis-side = { $player } ({ $side }): precisione **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph } ({ $before } → { $after }) — era meglio { $best }
analysis-missed-mate = ↳ matto in { $moves } mancato
analysis-allowed-mate = ↳ ha concesso il matto
analysis-no-marks = Nessuna imprecisione, errore o svista.
analysis-summary = Analisi di { $id }: { $first } { $first_accuracy }%, { $second } { $second_accuracy }% — { $blunders ->
    [one] 1 svista
   *[other] { $blunders } sviste
}
analysis-auto-on = 🔍 Ora ogni partita di questo server viene analizzata quando finisce.
analysis-auto-off = Ora le partite di questo server vengono analizzate solo su richiesta (`/analizza`).
error-analysis-not-over = la partita { $game } è ancora in corso: si analizzano solo le partite finite
console-kind-analysed = analisi
choice-analysis-auto = auto
choice-analysis-off = disattivata
analysis-graph-title = Analisi di { $id } · { $game }
analysis-graph-chances = Probabilità di vittoria del { $side } ({ $player })
analysis-graph-moves = mossa
analysis-graph-inaccuracy = ?! imprecisione
analysis-graph-mistake = ? errore
analysis-graph-blunder = ?? svista
analysis-frame-mark = { $move }{ $glyph } (era meglio { $best }) · { $status }
analysis-progress = 🔍 Analisi di **{ $id }**: { $done } posizioni esaminate su { $positions }…
