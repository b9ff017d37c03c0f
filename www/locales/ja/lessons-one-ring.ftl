# ワン・リングのレッスン(www/data/lessons/one-ring.json)の言葉。
# lesson-one-ring-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## extra-squares

lesson-one-ring-extra-squares-title = 2 つの特別なマス
lesson-one-ring-extra-squares-summary = c0 と c9：キングはそこから始まり、直線もナイトの跳躍もそこを通ります。
lesson-one-ring-extra-squares-1-explain = 盤には 40 マスと、キングが始まる 2 つの特別なマス c0 と c9 があります。どちらも普通のマスで、駒はほかのマスと同じようにそこへ動き、そこを通ります。
lesson-one-ring-extra-squares-1-goal = 黒のルークが c0 に来ました。取りましょう。
lesson-one-ring-extra-squares-1-wrong = それでは何も取れません。a1 からのナイトの跳躍か、e2 からの斜めの線で c0 に届きます。
lesson-one-ring-extra-squares-1-done = a1 から c0 はナイトの跳躍、e2、d1、c0 は斜めの線です。c0 はほかと同じ普通のマスです。
lesson-one-ring-extra-squares-2-explain = c ファイルはいちばん長い線で、c0 から c9 まで 10 マスあります。c9 のキングの隣のマスは b8、c8、d8 の 3 つだけです。
lesson-one-ring-extra-squares-2-goal = a8 のルークが b8、c8、d8 を守っています。c9 のキングをチェックメイトしましょう。
lesson-one-ring-extra-squares-2-wrong = チェックメイトではありません。e4 のルークを c ファイルへ動かしましょう。
lesson-one-ring-extra-squares-2-done = ルークが c ファイルに沿ってチェックし、c9 の隣のマスはすべて守られています。チェックメイトです。
lesson-one-ring-extra-squares-3-explain = ナイトは a8、b7、d7、e8 から c9 に届きます。ここでは黒のキングは自分の駒に囲まれています。
lesson-one-ring-extra-squares-3-goal = ナイトで c9 のキングをチェックメイトしましょう。
lesson-one-ring-extra-squares-3-wrong = チェックメイトではありません。黒の駒がナイトを取れないマスから c9 へ跳ぶ手を見つけましょう。
lesson-one-ring-extra-squares-3-done = d7 から c9 はナイトの跳躍です。キングは動けず、ナイトを取れる駒もありません。

## ring-enters

lesson-one-ring-ring-enters-title = 指輪の登場
lesson-one-ring-ring-enters-summary = 白が初めて駒を失うと指輪が登場し、白はそれを自分のポーンの 1 つに与えます。
lesson-one-ring-ring-enters-1-explain = 指輪は盤の外から始まります。黒が初めて白の駒を取ったとき、白は次の手を指す前に、指輪をはめるポーンを 1 つ選びます。黒はたった今 b4 で取りました。
lesson-one-ring-ring-enters-1-goal = ポーンをクリックして指輪を与えましょう。黒がすぐには取れないポーンを選びます。
lesson-one-ring-ring-enters-1-wrong = b4 のポーンが次の手でそのポーンを取れます。そうすると取った駒が指輪をはめます。
lesson-one-ring-ring-enters-1-done = この選択は手ではありません。まだあなたの手番で、これからふだんどおり指します。
lesson-one-ring-ring-enters-2-explain = 当サイトの解釈：指輪による動きで黒のキングを攻撃することになるポーンは選べません。そのため、ここでは c8 のポーンは候補に出ません。
lesson-one-ring-ring-enters-2-goal = 次の手で指輪をプロモーションゾーンへ運べるポーンに、指輪を与えましょう。
lesson-one-ring-ring-enters-2-wrong = a3 のポーンはゾーンから遠く、d7 のポーンはあと 1 歩です。
lesson-one-ring-ring-enters-2-done = 次の手で d7 のポーンは d8 か e8 に進んでプロモーションできます。当サイトの解釈：指輪ははめたままです。

## ring-moves

lesson-one-ring-ring-moves-title = 指輪をはめた駒の追加の動き
lesson-one-ring-ring-moves-summary = 白の駒は短い 1 歩が加わり、黒の駒はクイーンのようにも動けます。
lesson-one-ring-ring-moves-1-explain = 指輪をはめた白の駒は、前、斜め前、横に 1 マス進むこともできます。当サイトの解釈：この 1 歩で駒を取ることもできます。
lesson-one-ring-ring-moves-1-goal = c4 のポーンが指輪をはめています。隣のルークを取りましょう。
lesson-one-ring-ring-moves-1-wrong = それでは何も取れません。指輪のおかげで、ポーンは横に d4 へ進めます。
lesson-one-ring-ring-moves-1-done = ポーンは横には取れませんが、指輪が横への 1 歩を与えてくれます。
lesson-one-ring-ring-moves-2-explain = 白の駒ならどれでも指輪をはめられます。自分の動きはそのままで、1 マスの歩みが加わります。指輪で後ろに下がることはできません。
lesson-one-ring-ring-moves-2-goal = c4 のナイトが指輪をはめています。それで黒の駒を取りましょう。
lesson-one-ring-ring-moves-2-wrong = それでは何も取れません。c3 のルークはナイトの後ろにあり、指輪では後ろへは進めません。
lesson-one-ring-ring-moves-2-done = ナイトの跳躍では d5 に届きませんが、指輪が斜め前への 1 歩を加えてくれます。
lesson-one-ring-ring-moves-3-explain = ここではあなたが黒です。指輪をはめた黒の駒は、クイーンのように動くこともできます。
lesson-one-ring-ring-moves-3-goal = e5 のナイトが指輪をはめています。a5 の白のルークを取りましょう。
lesson-one-ring-ring-moves-3-wrong = それでは何も取れません。クイーンのように第 5 ランクに沿って進みましょう。
lesson-one-ring-ring-moves-3-done = ナイトはクイーンのように動き、指輪もはめたままです。指輪をはめた黒の駒は強い駒です。

## corruption

lesson-one-ring-corruption-title = 指輪をはめた駒を取る
lesson-one-ring-corruption-summary = 取った駒が指輪をはめ、取られた白の駒は堕落して黒になることがあります。
lesson-one-ring-corruption-1-explain = 指輪をはめた駒を取った駒が、指輪をはめます。黒がポーン以外の指輪をはめた白の駒を取ると、その駒は取り除かれず、取った駒と場所を入れ替えて黒になります。
lesson-one-ring-corruption-1-goal = あなたは黒です。指輪をはめた d4 の白のルークを取りましょう。
lesson-one-ring-corruption-1-wrong = 何が起こるか見るために、ビショップで d4 のルークを取りましょう。
lesson-one-ring-corruption-1-done = ルークはあなたのビショップがいた b6 へ移り、黒になりました。あなたのビショップが指輪をはめています。
lesson-one-ring-corruption-2-explain = 堕落した駒は、取った駒が元いたマスに置かれ、そこからチェックをかけることもあります。
lesson-one-ring-corruption-2-goal = あなたは黒です。一手で白をチェックメイトしましょう。
lesson-one-ring-corruption-2-wrong = チェックメイトではありません。指輪をはめた駒を取り、それがどこに置かれるか考えましょう。
lesson-one-ring-corruption-2-done = ルークはあなたのビショップと場所を入れ替え、黒になって第 1 ランクに沿ってチェックしています。チェックメイトです。
lesson-one-ring-corruption-3-explain = 指輪をはめた黒の駒も取れます。そのときは取った白の駒が指輪をはめます。
lesson-one-ring-corruption-3-goal = 指輪をはめた黒のナイトを取りましょう。
lesson-one-ring-corruption-3-wrong = それでは何も取れません。e4 のポーンで d5 を取れます。
lesson-one-ring-corruption-3-done = あなたのポーンが指輪をはめました。取られたときに堕落して黒になるのは、ポーン以外の指輪をはめた白の駒だけです。

## destroy

lesson-one-ring-destroy-title = 指輪の破壊
lesson-one-ring-destroy-summary = 白のプロモーションゾーンにいる指輪をはめた白の駒は、指輪を破壊してすぐに勝てます。
lesson-one-ring-destroy-1-explain = 白のプロモーションゾーンは a8、b8、c9、d8、e8 です。そこにいる指輪をはめた白の駒は、その手番のすべてを使って指輪を破壊できます。白はすぐに勝ちます。
lesson-one-ring-destroy-1-goal = b8 のクイーンが指輪をはめています。盤の上のボタンで指輪を破壊しましょう。
lesson-one-ring-destroy-1-wrong = クイーンはもうゾーンにいます。動かさずに指輪を破壊しましょう。
lesson-one-ring-destroy-1-done = 指輪は破壊され、白の勝ちです。
lesson-one-ring-destroy-2-explain = c ファイルのゾーンのマスは c9 です。c8 はゾーンに入っていません。
lesson-one-ring-destroy-2-goal = c5 のルークが指輪をはめています。2 手で勝ちましょう。
lesson-one-ring-destroy-2-wrong = ルークはまずゾーンに着かなければなりません。c8 ではなく c9 です。
lesson-one-ring-destroy-2-done = ルークはゾーンのマス c9 に着き、指輪を破壊しました。
lesson-one-ring-destroy-3-explain = 当サイトの解釈：キングがチェックされていても指輪を破壊できます。黒が動く前にゲームが終わるからです。
lesson-one-ring-destroy-3-goal = キングが c4 のルークにチェックされています。それでも勝ちましょう。
lesson-one-ring-destroy-3-wrong = 逃げる必要はありません。指輪を破壊すればゲームはすぐに終わります。
lesson-one-ring-destroy-3-done = 黒が動く前に指輪が破壊されました。白の勝ちです。

## stalemate

lesson-one-ring-stalemate-title = ステイルメイトは負け
lesson-one-ring-stalemate-summary = 合法手のないプレイヤーは、チェックされていなくても負けです。
lesson-one-ring-stalemate-1-explain = ワン・リングではステイルメイトは負けです。合法手のないプレイヤーは、チェックされていなくても負けになります。
lesson-one-ring-stalemate-1-goal = c9 の黒のキングが動けないようにしましょう。
lesson-one-ring-stalemate-1-wrong = 黒のキングにはまだ行けるマスがあります。b8、c8、d8 のどれかです。
lesson-one-ring-stalemate-1-done = c7 のあなたのキングが b8、c8、d8 を守っています。黒は動けず、負けです。
lesson-one-ring-stalemate-2-goal = チェックをかけずに、一手で勝ちましょう。
lesson-one-ring-stalemate-2-wrong = 黒にはまだ手があります。c9 を攻撃せずに b8、c8、d8 を守りましょう。
lesson-one-ring-stalemate-2-done = a8（または e8）のクイーンは第 8 ランク全体を守りますが、c9 は攻撃しません。黒は動けず、負けです。

## pawns

lesson-one-ring-pawns-title = ポーン：2 マス進みとプロモーション
lesson-one-ring-pawns-summary = 2 マス進めるのは第 2 ランクのポーンだけ。ゾーンは a8、b8、c9、d8、e8 です。
lesson-one-ring-pawns-1-explain = 2 マス進めるのは、自分の第 2 ランクにいるポーンだけです。白なら b2、c2、d2。a3 と e3 のポーンは 1 ランク上から始まるので、1 マスずつ進みます。
lesson-one-ring-pawns-1-goal = ポーンを 2 マス進めましょう。
lesson-one-ring-pawns-1-wrong = それは 2 マス進みではありません。第 2 ランクのポーンを 2 マス進めましょう。
lesson-one-ring-pawns-1-done = 2 マス進めるのは第 2 ランクからだけで、アンパッサンはチェスと同じです。
lesson-one-ring-pawns-2-explain = 白は a8、b8、c9、d8、e8 でプロモーションします。c8 はゾーンではありません。そこにいるポーンは c9 まで進みます。
lesson-one-ring-pawns-2-goal = この手でポーンをプロモーションさせましょう。
lesson-one-ring-pawns-2-wrong = それではプロモーションしません。b8 はゾーンですが、c8 は違います。
lesson-one-ring-pawns-2-done = b8 はゾーンです。c7 のポーンは c8、c9 と 2 歩必要です。
lesson-one-ring-pawns-3-goal = c8 のポーンをプロモーションさせましょう。
lesson-one-ring-pawns-3-wrong = c8 のポーンは c9 へ進んでプロモーションします。
lesson-one-ring-pawns-3-done = c9 は白のゾーンです。黒のゾーンは a1、b1、c0、d1、e1 です。
