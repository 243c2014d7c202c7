# Słowa zasad: dlaczego ruch został odrzucony, jak skończyła się partia.

## Odrzucony ruch.

move-unreadable = „{ $text }” to nie jest ruch: { $reason }
move-ambiguous = „{ $text }” jest niejednoznaczne: { $what }: { $candidates }?
move-illegal = „{ $text }” jest tu niedozwolone: { $reason }
move-game-over = partia już się skończyła ({ $result })
move-reason-unreadable = to nie jest ruch: { $reason }
move-reason-ambiguous = ruch niejednoznaczny: { $what }: { $candidates }?

## Jak łączą się części uzasadnienia.

move-or = { $first } albo { $rest }
move-two-parts = { $first }; { $second }
move-with-note = { $text } ({ $note })
move-legal-from = dozwolone ruchy z { $square }: { $moves }
move-pieces-that-can-move = bierki, którymi można ruszyć: { $squares }
move-fits-several = pasuje do { $count ->
    [2] dwóch
    [3] trzech
    [4] czterech
    [5] pięciu
   *[other] { $count }
} ruchów

## Bierki Topo: nazwy włoskie, nieodmienne.

piece-topo-topo = Topo
piece-topo-lepre = Lepre
piece-topo-cavallo = Cavallo
piece-topo-cane = Cane
piece-topo-pesce = Pesce
piece-topo-gattino = Gattino
pieces-topo-topo = Topi
pieces-topo-lepre = Lepri
pieces-topo-cavallo = Cavalli
pieces-topo-cane = Cani
pieces-topo-pesce = Pesci
pieces-topo-gattino = Gattini

## Topo: zasada, którą łamie ruch. Lepre jest rodzaju żeńskiego: „twoja Lepre”, „twój Cavallo”.

move-topo-no-piece-of-yours = na { $square } nie ma żadnej bierki { $side ->
    [Czarne] czarnych
   *[other] białych
}
move-topo-not-how-it-moves = { $piece } z { $from } nie może pójść na { $to }: { $how }
move-topo-how-topo = Topo chodzi o jedno pole w dowolnym kierunku, jak szachowy król
move-topo-how-lepre = Lepre chodzi po liniach prostych i po przekątnych, jak szachowy hetman
move-topo-how-cavallo = Cavallo skacze jak szachowy skoczek
move-topo-how-cane = Cane chodzi po kolumnach i rzędach, jak szachowa wieża
move-topo-how-pesce = Pesce chodzi po przekątnych, jak szachowy goniec
move-topo-how-gattino = Gattino idzie prosto do przodu, a bije ukośnie do przodu
move-topo-path-blocked = { $piece } z { $from } nie może przeskakiwać: drogę zagradza bierka na { $blocker }
move-topo-own-piece-on-target = na { $to } stoi twoja własna bierka
move-topo-gattino-blocked = Gattino z { $from } nie może iść do przodu: pole { $blocker } jest zajęte (Gattini biją tylko ukośnie do przodu)
move-topo-gattino-diagonal-needs-capture = Gattino z { $from } idzie ukośnie tylko wtedy, gdy bije, a pole { $to } jest puste (nie ma bicia w przelocie)
move-topo-gattino-long-step-only-from-second-rank = Gattino z { $from } może pójść tylko o jedno pole: dłuższy krok wolno zrobić tylko z własnego drugiego rzędu
move-topo-gattino-triple-step-only-on-edge-files = Gattino z { $from } może pójść najwyżej o dwa pola: o trzy chodzą tylko Gattini z kolumn a i h
move-topo-topo-cannot-capture-topo = Topo z { $from } nie może zbić Topo na { $to }: Topo nigdy nie bije Topo
move-topo-cane-cannot-capture-cane-yet = Cane z { $from } nie może jeszcze zbić Cane na { $to }: Cani mogą bić Cani dopiero po pierwszym ruchu któregoś Gattino
move-topo-pesce-cannot-capture-gattino = Pesce z { $from } nie może zbić Gattino na { $to }: Pesce nigdy nie bije Gattino
move-topo-pesce-cannot-capture-before-topo-moved = Pesce z { $from } nie może bić, dopóki nie ruszył się twój Topo
move-topo-pesce-before-lepre-moved = Pesce z { $from } nie może się ruszyć, dopóki nie ruszyła się twoja Lepre
move-topo-choice-only-on-last-rank = wybór na ostatnim rzędzie (t, l, c, r) dotyczy tylko Gattino, który dochodzi do ostatniego rzędu, a ten ruch na { $to } do niego nie prowadzi; pomiń literę
move-topo-send-back-square-occupied = Gattino nie może wrócić: pole { $square } jest zajęte (promuj go literą t, l lub c albo zostaw na ostatnim rzędzie)
move-topo-topo-castling-already-used = roszadę z Topo masz już za sobą (wolno raz na partię)
move-topo-lepre-castling-already-used = roszadę z Lepre masz już za sobą (wolno raz na partię)
move-topo-castling-needs-topo = roszada z Topo wymaga jednego z twoich Topi na { $square }
move-topo-castling-needs-cane = roszada z Topo w tę stronę wymaga twojego Cane na { $corner }
move-topo-castling-path-blocked = roszada z Topo wymaga, by wszystkie pola między Topo a Cane były wolne, a { $square } nie jest
move-topo-enemy-topo-on-central-square = roszady nie ma, dopóki Topo przeciwnika stoi na środkowym kwadracie ({ $square })
move-topo-cavallo-on-central-square = roszady z Lepre nie ma, dopóki na środkowym kwadracie stoi Cavallo ({ $square })
move-topo-lepre-has-moved = roszada z Lepre wymaga na { $square } pierwotnej Lepre, która nigdy się nie ruszyła
move-topo-not-listed = { $move } nie jest tu dozwolonym ruchem
move-topo-cane-has-moved = roszada z Lepre wymaga na { $corner } pierwotnego Cane, który nigdy się nie ruszył

## Topo: co można zrobić zamiast tego i uwagi o tym, jak odczytano ruch.

move-topo-unexplained = ten ruch jest niedozwolony
move-topo-no-castling = roszada nie jest tu możliwa
move-topo-no-legal-move-from = { $piece } z { $square } nie ma teraz dozwolonego ruchu
move-topo-none-can-go = { $piece ->
    [Lepre] żadna twoja Lepre
   *[other] żaden twój { $piece }
} nie może pójść na { $square }
move-topo-yours-have-no-move = twoje { $pieces } nie mają teraz dozwolonego ruchu
move-topo-yours-can-play = twoje { $pieces } mogą zagrać: { $moves }
move-topo-note-b-file = mała litera b to kolumna b; Pesce zapisz wielką literą B
move-topo-note-c-file = mała litera c to kolumna c; Cavallo zapisz wielką literą C albo N
move-topo-note-p-is-pesce = P to Pesce; ruchy Gattino zapisuje się bez litery: { $square }
move-topo-note-write-pesce = Pesce zapisz wielką literą B
move-topo-note-write-cavallo = Cavallo zapisz wielką literą C albo N
move-topo-ambiguous-pieces = na { $square } { $count ->
    [few] mogą pójść
   *[other] może pójść
} { $count } { $pieces }

## Topo: tekst, który nie jest ruchem.

move-topo-how-to-write = zapisz pole wyjściowe i docelowe (e2e4, e7e8t) albo skróconą notację algebraiczną (e4, Nc3, exd5, e8=L, O-O)
move-topo-empty = ruch jest pusty
move-topo-nothing-left = nie zostało nic do odczytania
move-topo-no-destination = brak pola docelowego
move-topo-unexpected-after = nieoczekiwany tekst po { $square }
move-topo-not-file-or-rank = „{ $char }” to ani kolumna, ani rząd
move-topo-bad-start = nie da się odczytać pola wyjściowego
move-topo-cannot-read = nie da się odczytać ruchu
move-topo-gattino-names-rank = ruch Gattino podaje najwyżej jego kolumnę (exd5)
move-topo-no-pesce-on-last-rank = Gattino nie może zostać Pesce: na ostatnim rzędzie wybierz t (Topo), l (Lepre), c (Cavallo), r (powrót) albo żadnej litery (zostaje Gattino)
move-topo-no-cane-on-last-rank = Gattino nie może zostać Cane (R to wieża, czyli Cane): żeby Gattino wrócił na pole startowe, wpisz { $short } albo { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = Gattino wraca z { $from } na swoje pole startowe, { $square }.
move-topo-not-a-choice = „{ $char }” to nie jest wybór na ostatnim rzędzie: użyj t (Topo), l (Lepre), c (Cavallo), r (powrót) albo pomiń literę (zostaje Gattino)
move-topo-letter-after-destination = literę po polu docelowym dopisuje się tylko Gattino, który dochodzi do ostatniego rzędu ({ $text })
move-topo-gattino-same-file = Gattino zmienia kolumnę tylko przy biciu, więc „{ $text }” z tą samą kolumną to nie jest ruch
move-topo-gattino-far-file = Gattino bije tylko na sąsiednią kolumnę, a nie z kolumny { $file } na { $to }

## Topo: zasada remisu 9, odmowa propozycji remisu.

move-topo-draw-before-start = remisu nie można uzgodnić przed rozpoczęciem partii
move-topo-draw-too-early = remis można uzgodnić dopiero po { $count } ruchach każdej strony i pierwszym biciu: { $missing }
move-topo-draw-side-needs = { $side } potrzebują jeszcze { $count ->
    [one] 1 ruchu
   *[other] { $count } ruchów
}
move-topo-draw-side-more = { $side } jeszcze { $count }
move-topo-draw-both-sides = { $first } i { $second }
move-topo-draw-no-capture = nie zbito jeszcze żadnej bierki
move-topo-draw-moves-and-no-capture = { $moves }, a nie zbito jeszcze żadnej bierki

## Bierki xiangqi. Armata jest rodzaju żeńskiego: „twoja armata”, „twój koń”.

piece-xiangqi-general-red = generał
piece-xiangqi-general-black = generał
piece-xiangqi-advisor-red = doradca
piece-xiangqi-advisor-black = doradca
piece-xiangqi-elephant-red = słoń
piece-xiangqi-elephant-black = słoń
piece-xiangqi-horse-red = koń
piece-xiangqi-horse-black = koń
piece-xiangqi-chariot-red = rydwan
piece-xiangqi-chariot-black = rydwan
piece-xiangqi-cannon-red = armata
piece-xiangqi-cannon-black = armata
piece-xiangqi-soldier-red = żołnierz
piece-xiangqi-soldier-black = żołnierz
pieces-xiangqi-general = generałowie
pieces-xiangqi-advisor = doradcy
pieces-xiangqi-elephant = słonie
pieces-xiangqi-horse = konie
pieces-xiangqi-chariot = rydwany
pieces-xiangqi-cannon = armaty
pieces-xiangqi-soldier = żołnierze

## Xiangqi: zasada, którą łamie ruch.

move-xiangqi-no-piece = na { $square } nie ma żadnej bierki
move-xiangqi-not-your-piece = { $piece } na { $square } to bierka, którą grają { $owner }, a teraz ruch mają { $mover }
move-xiangqi-null-move = ruch musi opuścić swój punkt
move-xiangqi-own-piece = na { $square } stoi { $piece ->
    [armata] twoja własna armata
   *[other] twój własny { $piece }
}
move-xiangqi-outside-palace = pałac: { $piece } nie może opuścić pałacu
move-xiangqi-general-step = generał: generał chodzi o jeden punkt wzdłuż kolumny albo rzędu
move-xiangqi-advisor-step = doradca: doradca chodzi o jeden punkt po przekątnej
move-xiangqi-elephant-crosses-river = rzeka: słoń nie może przekroczyć rzeki
move-xiangqi-elephant-step = słoń: słoń chodzi dokładnie o dwa punkty po przekątnej
move-xiangqi-elephant-eye-blocked = oko słonia: punkt { $eye } jest zajęty, więc słoń nie przejdzie
move-xiangqi-horse-step = koń: koń idzie o jeden punkt prosto, a potem o jeden po przekątnej na zewnątrz
move-xiangqi-horse-leg-hobbled = spętany koń: punkt nogi konia, { $leg }, jest zajęty
move-xiangqi-not-straight = { $piece } chodzi wzdłuż kolumny albo rzędu
move-xiangqi-path-blocked = droga jest zablokowana na { $square }
move-xiangqi-cannon-needs-screen = zasłona armaty: armata bije, przeskakując dokładnie jedną bierkę, a pomiędzy { $count ->
    [0] nie ma żadnej
    [one] jest jedna
    [few] są { $count }
   *[other] jest { $count }
}
move-xiangqi-soldier-backward = żołnierz: żołnierz nigdy się nie cofa
move-xiangqi-soldier-sideways-before-river = żołnierz: żołnierz może iść w bok dopiero po przekroczeniu rzeki
move-xiangqi-soldier-step = żołnierz: żołnierz idzie o jeden punkt do przodu (albo w bok, gdy jest już za rzeką)
move-xiangqi-leaves-general-in-check = szach: twój { $general } byłby atakowany – atakuje go { $piece } z { $square }
move-xiangqi-flying-general = latający generał: obaj generałowie stanęliby naprzeciw siebie na wolnej kolumnie

## Xiangqi: co można zrobić zamiast tego i tekst, który nie jest ruchem.

move-xiangqi-how-to-write = zapisz ruch w ICCS jak h2e2, w WXF jak C2=5 lub R+=9 albo po chińsku jak 炮二平五
move-xiangqi-empty = ruch jest pusty
move-xiangqi-not-iccs-or-wxf = to nie jest ani ICCS, ani WXF
move-xiangqi-not-chinese = tego nie da się odczytać jako zapisu chińskiego
move-xiangqi-no-legal-move-from = { $piece } na { $square } nie ma dozwolonego ruchu
move-xiangqi-no-legal-move = nie ma żadnego dozwolonego ruchu
move-xiangqi-move-and-point = { $move } ({ $iccs })
move-xiangqi-ambiguous-pieces = ten ruch { $count ->
    [few] mogą wykonać
   *[other] może wykonać
} { $count } { $pieces }
move-xiangqi-does-not-describe = { $text } nie opisuje ruchu { $move }
move-xiangqi-cannot-go-forward = { $piece } na { $square } nie może tak iść do przodu
move-xiangqi-cannot-go-backward = { $piece } na { $square } nie może tak się cofnąć
move-xiangqi-cannot-go-across = { $piece } na { $square } nie może tak iść w bok
move-xiangqi-which-on-file = na kolumnie { $file }
move-xiangqi-which-two-on-a-file = spośród dwóch na jednej kolumnie
move-xiangqi-which-three-on-a-file = spośród trzech na jednej kolumnie
move-xiangqi-which-nth-on-file = numer { $index } na kolumnie { $file }
move-xiangqi-which-ordinal = numer { $index } spośród tych, które dzielą kolumnę
move-xiangqi-none-left = { $side } nie mają już żadnej bierki typu { $piece }
move-xiangqi-none-there = { $side } nie mają bierki typu { $piece } { $which } ({ $pieces }: { $count ->
    [one] kolumna
   *[other] kolumny
} { $files })

## Tempo: zasada, którą łamie ruch (słowa jak w docs/rules/tempo.pl.md).

move-tempo-no-stone = na { $square } nie ma pionka
move-tempo-not-your-stone = pionek na { $square } jest { $owner ->
    [Czarne] czarny
   *[other] biały
}, a ruch mają { $mover }
move-tempo-same-cell = ruch musi gdzieś prowadzić: z { $square } na { $square } pionek zostaje w miejscu
move-tempo-not-straight = z { $from } na { $to } nie prowadzi linia prosta (pionki chodzą wzdłuż rzędu, kolumny albo przekątnej)
move-tempo-not-between-two-stones = pionek na { $square } nie stoi między dwoma innymi: pionek może się ruszyć tylko wtedy, gdy oba pola po jego przeciwnych stronach (w rzędzie, kolumnie albo na przekątnej) są zajęte
move-tempo-corner-needs-both-neighbours = pionek w narożniku { $corner } może się ruszyć tylko wtedy, gdy oba pola przylegające do narożnika ({ $neighbours }) są zajęte
move-tempo-corner-moves-diagonally = pionek w narożniku { $corner } chodzi tylko po przekątnej w głąb planszy, w stronę { $towards }
move-tempo-not-perpendicular = ruch z { $from } na { $to } nie jest prostopadły do żadnej linii, której środkiem jest pionek ({ $lines }); może iść na { $directions }
move-tempo-line-row = rząd { $from }–{ $to }
move-tempo-line-column = kolumna { $from }–{ $to }
move-tempo-line-diagonal = przekątna { $from }–{ $to }
move-tempo-north = północ
move-tempo-north-east = północny wschód
move-tempo-east = wschód
move-tempo-south-east = południowy wschód
move-tempo-south = południe
move-tempo-south-west = południowy zachód
move-tempo-west = zachód
move-tempo-north-west = północny zachód
move-tempo-path-blocked = drogę z { $from } na { $to } zagradza pionek na { $blocker }
move-tempo-capture-not-adjacent = { $from } nie może zbić pionka na { $to }: zbić można tylko pionek bezpośrednio obok
move-tempo-cannot-capture-own-stone = na { $to } stoi twój własny pionek, a własnych pionków bić nie wolno

## Tempo: co można zrobić zamiast tego i tekst, który nie jest ruchem.

move-tempo-no-legal-move = { $side } nie mają żadnego dozwolonego ruchu
move-tempo-stone-cannot-move = pionek na { $square } nie może się teraz ruszyć
move-tempo-stones-that-can-move = { $side } mogą ruszyć pionkami z pól: { $squares }
move-tempo-shape = zapisz ruch jako dwa pola, skąd i dokąd, na przykład b3c4 (działa też b3-c4 i b3xc4)
move-tempo-bad-cell = „{ $text }” to nie jest pole: kolumny to a–f, a rzędy 1–5

## Jak skończyła się partia. Strony to Białe, Czarne, Czerwone (liczba mnoga).

outcome-win = { $winner } wygrywają ({ $reason })
outcome-draw = Remis ({ $reason })
outcome-win-on-time = { $winner } wygrywają na czas
outcome-no-moves = strona na ruchu nie ma dozwolonego ruchu
outcome-xiangqi-checkmate = mat
outcome-xiangqi-stalemate = pat
outcome-xiangqi-no-moves = brak dozwolonego ruchu: mat albo pat
outcome-tempo-no-moves = { $loser } nie mogą się ruszyć
outcome-perpetual-check = wieczny szach { $loser ->
    [Czerwone] Czerwonych
   *[other] Czarnych
}
outcome-perpetual-chase = wieczne ściganie
outcome-sixty-moves = 60 ruchów każdej strony bez bicia
outcome-xiangqi-chased = { $side } w każdym ruchu atakowały bierkę na { $square } ({ $piece }{ $unprotected ->
    [yes] , bez obrony
   *[no] {""}
})
repetition-refused = ten ruch powtarza pozycję po raz trzeci, a { $why }; według zasad azjatyckich to przegrana: zagraj inny ruch
repetition-why-check = w każdym ruchu dawałeś szacha
repetition-why-chase = twój { $by } w każdym ruchu atakował bierkę na { $square } ({ $piece }{ $unprotected ->
    [yes] , bez obrony
   *[no] {""}
})
repetition-why-draw = żadna strona nie szachowała ani nie atakowała w każdym ruchu
repetition-warning = ta pozycja wystąpiła już dwa razy; jeszcze jedno powtórzenie rozstrzygnie partię: { $decides }
repetition-decides-draw = remis, bo żadna strona nie szachowała ani nie atakowała w każdym ruchu
repetition-decides-loss = przegrałyby { $loser }: { $why }
repetition-they-checked = { $side } dawały szacha w każdym ruchu
outcome-repetition = trzykrotne powtórzenie pozycji
outcome-tempo-repetition-win = trzykrotne powtórzenie pozycji, mniej pionków
outcome-tempo-repetition-draw = trzykrotne powtórzenie pozycji, tyle samo pionków
outcome-lepri-captured = zbite wszystkie Lepri { $loser ->
    [Czarne] Czarnych
   *[other] Białych
}
outcome-no-lepri = żadnej ze stron nie została Lepre
outcome-no-lepre-vs-no-topo = jednej stronie nie została Lepre, a drugiej Topo
outcome-no-topi = żadnej ze stron nie został Topo
outcome-sixty-half-moves = 60 półruchów bez bicia i bez ruchu Gattino
outcome-no-gattini = żadnej ze stron nie został Gattino
outcome-bare-topo-lepre = każdej stronie zostały tylko Topo i Lepre
outcome-six-cavalli = sześć lub więcej Cavalli na planszy
outcome-central-square = Topo albo Cavallo każdego koloru na środkowym kwadracie przez dwie pozycje z rzędu
outcome-resignation = poddanie
outcome-time = przekroczenie czasu
outcome-agreement = za porozumieniem
outcome-adjudication = decyzją sędziego turnieju
outcome-forfeit = walkowerem
