# /rules: każda gra w skrócie. Pełne zasady są w docs/rules/.

rules-summary-topo = **Topo** — włoskie szachy ze zwierzętami na planszy 8×8. Bierki ruszają się jak w szachach (Topo = król, Lepre = hetman, Cavallo = skoczek, Cane = wieża, Pesce = goniec, Gattino = pion), ale nie ma szacha: wygrywa ten, kto zbije wszystkie Lepri przeciwnika, zachowując Topo. Pesci nie mogą się ruszyć, dopóki nie ruszyła się ich Lepre, ani bić, dopóki nie ruszył się ich Topo; Topo nigdy nie bije Topo. Remis może zajść na wiele sposobów (zob. zasady). Zaczynają białe; ruchy zapisuje się `e2e4`. Remis można uzgodnić dopiero po 20 ruchach każdej strony i co najmniej jednym biciu.
rules-summary-xiangqi = **Xiangqi** — szachy chińskie na 9×10 punktach. Chroń swojego generała w jego pałacu; strona bez dozwolonego ruchu przegrywa (mat albo pat). Generałowie nie mogą stanąć naprzeciw siebie na wolnej linii. Wieczny szach przegrywa; inne trzykrotne powtórzenia to remis. Zaczynają czerwone; ruchy zapisuje się w ICCS (`h2e2`) albo WXF (`C2=5`).
rules-summary-tempo = **Tempo** — gra blokująca Sida Sacksona na całkowicie zapełnionej planszy 6×5. Pionek może się ruszyć tylko wtedy, gdy stoi między dwoma innymi na jednej linii, i wtedy prostopadle do niej, przesuwając się po pustych polach albo bijąc sąsiedni pionek przeciwnika. Gracz bez dozwolonego ruchu przegrywa; przy trzecim powtórzeniu wygrywa strona, która ma mniej pionków. Zaczynają czarne; ruchy zapisuje się `b3c4`.

rules-notations-topo = Ruchy zapisuje się polem wyjścia i polem docelowym (`e2e4`, `e7e8t`) albo w skróconej notacji algebraicznej, literami szachowymi lub włoskimi (`e4`, `Nc3` lub `Cc3`, `exd5`, `e8=L`); roszadę jako `O-O` (Topo) lub `L-O-O` (Lepre).
rules-notations-xiangqi = Ruchy zapisuje się w ICCS (`h2e2`), w WXF (`C2=5`) i po chińsku, w obu odmianach pisma (`炮二平五`, `傌八進七`).
rules-notations-tempo = Ruchy zapisuje się jako dwa pola, wyjścia i docelowe: `b3c4` (także `b3-c4` i `b3xc4`).
rules-full = Pełne zasady: { $link }
