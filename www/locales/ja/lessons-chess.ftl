# チェスのレッスン(www/data/lessons/chess.json)の言葉。
# lesson-chess-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## piece-moves

lesson-chess-piece-moves-title = 駒の動き方
lesson-chess-piece-moves-summary = ルークはまっすぐ、ビショップは斜めに進み、ナイトは跳びます。
lesson-chess-piece-moves-1-explain = ルークはファイル（縦の列）かランク（横の段）に沿って、まっすぐ何マスでも進めます。ただし途中に駒があってはいけません。
lesson-chess-piece-moves-1-goal = ルークを d1 から d7 へ動かしましょう。
lesson-chess-piece-moves-1-wrong = ルークは d ファイルをまっすぐ上に進みます。d1 から d7 へ動かしましょう。
lesson-chess-piece-moves-1-done = ルークは空いている d ファイルを一手で上っていきました。
lesson-chess-piece-moves-2-explain = ビショップは斜めに何マスでも進みます。そのため、いつも同じ色のマスの上にいます。
lesson-chess-piece-moves-2-goal = ビショップを印のついたマス g5 へ動かしましょう。
lesson-chess-piece-moves-2-wrong = ビショップは斜めに進みます。c1 から右上へ、g5 まで。
lesson-chess-piece-moves-2-done = c1、d2、e3、f4、g5：一本の斜めの線で、すべて暗い色のマスです。
lesson-chess-piece-moves-3-explain = ナイトは L 字に跳びます。ある方向に 2 マス、そこから横に 1 マス。ほかの駒を跳び越えられる唯一の駒です。
lesson-chess-piece-moves-3-goal = ナイトをポーンの上を越えて b1 から c3 へ跳ばしましょう。
lesson-chess-piece-moves-3-wrong = ナイトを b1 から c3 へ動かしましょう。上に 2 マス、右に 1 マスです。
lesson-chess-piece-moves-3-done = 前にいるポーンはナイトを止められませんでした。ナイトはその上を跳び越えました。

## captures

lesson-chess-captures-title = 駒を取る
lesson-chess-captures-summary = 相手の駒のマスに動けば取れます。ポーンは斜めに取ります。
lesson-chess-captures-1-explain = 駒は、ふだんと同じ動き方で相手の駒のマスに移ることで、その駒を取ります。取られた駒は盤から取り除かれます。
lesson-chess-captures-1-goal = ルークで黒のナイトを取りましょう。
lesson-chess-captures-1-wrong = d4 のナイトを取りましょう。ルークは d ファイルをまっすぐ上に進んで届きます。
lesson-chess-captures-1-done = ルークが d4 のナイトを取りました。
lesson-chess-captures-2-explain = 味方の別の駒がそのマスで取り返せるとき、その駒は守られています。守られた駒を取ると、自分の駒を失うことがあります。
lesson-chess-captures-2-goal = クイーンはルークもビショップも取れます。守られていないほうを取りましょう。
lesson-chess-captures-2-wrong = d7 のルークは黒のキングに守られています。誰にも守られていない駒を取りましょう。
lesson-chess-captures-2-done = a4 のビショップはただで取れました。駒一つをまるまる得しました。
lesson-chess-captures-3-explain = ポーンはまっすぐ前に進みますが、駒を取るときは斜め前に 1 マス進みます。
lesson-chess-captures-3-goal = e4 のポーンは前をふさがれています。このポーンで駒を取りましょう。
lesson-chess-captures-3-wrong = ポーンは斜め前に取ります。e4 のポーンは d5 で取れます。
lesson-chess-captures-3-done = ポーンは d5 で取り、もう前をふさがれていません。

## check-and-mate

lesson-chess-check-and-mate-title = チェックとチェックメイト
lesson-chess-check-and-mate-summary = チェックには必ず応じること。チェックメイトで勝ちです。
lesson-chess-check-and-mate-1-explain = 攻撃されているキングはチェックされています。すぐにチェックから逃れなければなりません。キングを動かすか、攻撃の間に駒を入れるか、攻撃している駒を取ります。
lesson-chess-check-and-mate-1-goal = キングが e5 のルークにチェックされています。最善の方法で応じましょう。
lesson-chess-check-and-mate-1-wrong = それでもチェックからは逃れますが、ビショップでルークをそのまま取れます。
lesson-chess-check-and-mate-1-done = チェックしているルークを取って、チェックを終わらせ、ルークも得しました。
lesson-chess-check-and-mate-2-explain = チェックメイトとは、逃れようのないチェックです。それでゲームに勝ちます。
lesson-chess-check-and-mate-2-goal = 一手で黒をチェックメイトしましょう。
lesson-chess-check-and-mate-2-wrong = メイトではありません。黒のキングはまだ逃げられます。自分のポーンの後ろ、最下段を見てみましょう。
lesson-chess-check-and-mate-2-done = ルークを a8 へ動かしてメイトです。黒のキングは自分のポーンに閉じ込められています。
lesson-chess-check-and-mate-3-explain = 手番の側がチェックされていないのに合法手が一つもなければ、ステイルメイトです。引き分けで、勝ちではありません。
lesson-chess-check-and-mate-3-goal = 一手で黒をチェックメイトしましょう。ステイルメイトに気をつけて。
lesson-chess-check-and-mate-3-wrong = メイトではありません。黒のキングがまだ動けるか、動けなくてもチェックされていない、つまりステイルメイトです。
lesson-chess-check-and-mate-3-done = クイーンを h8 へ動かしてメイトです。キングが a7 と b7 を守り、クイーンがチェックをかけて b8 を守っています。

## special-moves

lesson-chess-special-moves-title = 特別な手
lesson-chess-special-moves-summary = キャスリング、アンパッサン、プロモーション。
lesson-chess-special-moves-1-explain = キャスリングでは、キングがルークのほうへ 2 マス動き、ルークがキングの越えたマスへ跳びます。どちらもまだ動いていないこと、間のマスが空いていること、キングがチェックされておらず攻撃されているマスを通らないことが条件です。
lesson-chess-special-moves-1-goal = キングサイドにキャスリングしましょう。キングを e1 から g1 へ動かします。
lesson-chess-special-moves-1-wrong = キングを h1 のルークのほうへ 2 マス、e1 から g1 へ動かしてキャスリングしましょう。
lesson-chess-special-moves-1-done = 一手でキングが g1 へ、ルークが h1 から f1 へ移りました。
lesson-chess-special-moves-2-explain = 黒はたった今、ポーンを d7 から d5 へ 2 マス進め、あなたのポーンのすぐ隣に来ました。あなたのポーンは、それが 1 マスだけ進んだものとして取ることができます。これがアンパッサンです。
lesson-chess-special-moves-2-goal = d5 のポーンをアンパッサンで取りましょう。
lesson-chess-special-moves-2-wrong = アンパッサンで取りましょう。あなたのポーンが e5 から d6 へ進み、d5 のポーンが取り除かれます。
lesson-chess-special-moves-2-done = あなたのポーンは d6 に着き、d5 の黒のポーンは盤から消えました。これは 2 マス進んだ直後にしかできません。
lesson-chess-special-moves-3-explain = 最後のランクに着いたポーンはプロモーションします。好きなクイーン、ルーク、ビショップ、ナイトのどれかになります。
lesson-chess-special-moves-3-goal = ポーンを a8 へ進めてクイーンにしましょう。
lesson-chess-special-moves-3-wrong = ポーンを a7 から a8 へ進め、いちばん強い駒のクイーンを選びましょう。
lesson-chess-special-moves-3-done = ポーンがクイーンになり、しかもチェックをかけています。
