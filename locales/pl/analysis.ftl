## Analiza zakończonych partii (/analizuj, /settings analiza).

cmd-analyse = analizuj
    .description = Przeanalizuj zakończoną partię: dokładność, błędy i lepsze ruchy.
    .game = partia
    .game-description = Partia (domyślnie: twoja jedyna partia tutaj albo ostatnia zakończona)
cmd-settings-analysis = analiza
    .description = Analizuj każdą partię tego serwera, gdy się skończy.
    .mode = tryb
    .mode-description = auto: analizuj każdą zakończoną partię; off: tylko na prośbę
analysis-queued = 🔍 Analiza partii **{ $id }** czeka w kolejce (pozycje: { $positions }); pojawi się tutaj, gdy będzie gotowa.
analysis-already-queued = 🔍 Analiza partii **{ $id }** już trwa; pojawi się, gdy będzie gotowa.
analysis-title = 🔍 **Analiza partii { $id }** · { $game }
analysis-side = { $player } ({ $side }): dokładność **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph } ({ $before } → { $after }) — lepsze było { $best }
analysis-missed-mate = ↳ przeoczony mat w { $moves }
analysis-allowed-mate = ↳ dopuszczony mat
analysis-no-marks = Żadnych niedokładności, błędów ani grubych błędów.
analysis-summary = Analiza partii { $id }: { $first } { $first_accuracy }%, { $second } { $second_accuracy }% — { $blunders ->
    [one] 1 gruby błąd
    [few] { $blunders } grube błędy
   *[other] { $blunders } grubych błędów
}
analysis-auto-on = 🔍 Każda partia tego serwera będzie teraz analizowana po zakończeniu.
analysis-auto-off = Partie tego serwera są teraz analizowane tylko na prośbę (`/analizuj`).
error-analysis-not-over = partia { $game } wciąż trwa: analizuje się tylko zakończone partie
console-kind-analysed = analiza
choice-analysis-auto = auto
choice-analysis-off = wyłączona
analysis-graph-title = Analiza partii { $id } · { $game }
analysis-graph-chances = Szanse na wygraną: { $side } ({ $player })
analysis-graph-moves = ruch
analysis-graph-inaccuracy = ?! niedokładność
analysis-graph-mistake = ? błąd
analysis-graph-blunder = ?? gruby błąd
analysis-frame-mark = { $move }{ $glyph } (lepsze było { $best }) · { $status }
analysis-progress = 🔍 Analiza partii **{ $id }**: zbadane pozycje: { $done } z { $positions }…
