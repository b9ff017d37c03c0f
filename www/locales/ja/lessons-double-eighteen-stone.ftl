# DoubleEIGHTEEN-STONEchess のレッスン(www/data/lessons/double-eighteen-stone.json)の言葉。
# lesson-double-eighteen-stone-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## stones-block

lesson-double-eighteen-stone-stones-block-title = 石はふさぐ
lesson-double-eighteen-stone-stones-block-summary = 石の上に着地することも、石を通り抜けることもできません。跳び越えるナイトは別です。
lesson-double-eighteen-stone-stones-block-1-explain = 18 個の石は誰のものでもなく、取ることもできません。石は駒と同じように道をふさぎます。石の上に着地することも、石を通り抜けることもできません。
lesson-double-eighteen-stone-stones-block-1-goal = h5 の黒のルークを取りましょう。あなたの駒のうち 2 つは石にふさがれています。
lesson-double-eighteen-stone-stones-block-1-wrong = それでは何も取れません。h3 と g4 の石がクイーンとビショップをふさいでいますが、a5 のルークの道は空いています。
lesson-double-eighteen-stone-stones-block-1-done = h5 まで道が空いていたのはルークだけでした。石がクイーンとビショップを止めました。
lesson-double-eighteen-stone-stones-block-2-explain = ナイトは跳ぶので、周りや途中の石に止められません。ただし、石の上には着地できません。
lesson-double-eighteen-stone-stones-block-2-goal = d4 の石がルークをふさいでいます。別の方法で d6 の黒のクイーンを取りましょう。
lesson-double-eighteen-stone-stones-block-2-wrong = それでは何も取れません。c4 のナイトは石を跳び越えて d6 へ行けます。
lesson-double-eighteen-stone-stones-block-2-done = ナイトは石を跳び越えてクイーンを取りました。
lesson-double-eighteen-stone-stones-block-3-explain = ポーンの 2 マス進みは、どちらかのマスに石があるとふさがれます。c3 の石は c ポーンをふさぎ（次のレッスンで見るように、その石と入れ替わることしかできません）、d4 の石のため d ポーンは d3 までしか進めません。
lesson-double-eighteen-stone-stones-block-3-goal = ポーンを 2 マス進めましょう。
lesson-double-eighteen-stone-stones-block-3-wrong = それは 2 マス進みではありません。前の 2 マスがどちらも空いているのは e ポーンだけです。
lesson-double-eighteen-stone-stones-block-3-done = e ポーンの道は空いていました。どちらかのマスに石があれば、2 マス進みはできません。

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = 石との入れ替え
lesson-double-eighteen-stone-stone-swaps-summary = チェスの手の代わりに、駒が隣の石と場所を入れ替えることができます。
lesson-double-eighteen-stone-stone-swaps-1-explain = 手番では、チェスの手の代わりに石との入れ替えをしてもかまいません。あなたの駒の 1 つが、ファイルかランクに沿って隣にある石と場所を入れ替えます（斜めは不可）。
lesson-double-eighteen-stone-stone-swaps-1-goal = 一手でチェックメイトしましょう。ルークは f3 の石を通れませんが、その石と入れ替われます。
lesson-double-eighteen-stone-stone-swaps-1-wrong = チェックメイトではありません。ルークを f3 の石と入れ替えて、空いた f ファイルに出ましょう。
lesson-double-eighteen-stone-stone-swaps-1-done = ルークと石が場所を入れ替え、f3 のルークが f ファイルに沿ってメイトしました。
lesson-double-eighteen-stone-stone-swaps-2-explain = キングも含めて、どの駒も入れ替えができます。ただし自分のキングがチェックされたままになってはいけません。
lesson-double-eighteen-stone-stone-swaps-2-goal = キングが a1 のルークにチェックされています。入れ替えで逃げましょう。
lesson-double-eighteen-stone-stone-swaps-2-wrong = キングを h2 の石と入れ替えましょう。
lesson-double-eighteen-stone-stone-swaps-2-done = キングはルークのランクを離れて h2 へ移り、石がその代わりに h1 に入りました。
lesson-double-eighteen-stone-stone-swaps-3-explain = 当サイトの解釈：入れ替えで最後のランクに移ったポーンは、歩いて着いたときと同じようにプロモーションします。
lesson-double-eighteen-stone-stone-swaps-3-goal = h8 のポーンは h9 の石にふさがれています。一手でチェックメイトしましょう。
lesson-double-eighteen-stone-stone-swaps-3-wrong = チェックメイトではありません。ポーンを h9 の石と入れ替えて、プロモーションさせましょう。
lesson-double-eighteen-stone-stone-swaps-3-done = ポーンは入れ替えで h9 に移ってプロモーションしました。そこのクイーン（またはルーク）が第 9 ランクに沿ってメイトします。

## line-moves

lesson-double-eighteen-stone-line-moves-title = 列の移動
lesson-double-eighteen-stone-line-moves-summary = 一直線に並んだ石の端の石が、反対の端の先の空いたマスへ跳びます。
lesson-double-eighteen-stone-line-moves-1-explain = ファイルかランクに沿って 2 つ以上の石が途切れずに並んでいるとき、どちらかの端の石が、反対の端のすぐ先の空いたマスへ跳べます。
lesson-double-eighteen-stone-line-moves-1-goal = c5 と d5 の石が一列に並んでいます。列の移動で c ファイルを開け、ルークで c9 のキングにチェックをかけましょう。
lesson-double-eighteen-stone-line-moves-1-wrong = それでは c ファイルが閉じたままです。c5 の石が d5 を越えて e5 へ跳ばなければなりません。
lesson-double-eighteen-stone-line-moves-1-done = c5 が d5 を越えて e5 へ跳び、ルークが開いたファイルに沿ってチェックしています。
lesson-double-eighteen-stone-line-moves-2-explain = 列の移動で、チェックの線の間に石を置くこともできます。
lesson-double-eighteen-stone-line-moves-2-goal = キングが e9 のルークにチェックされています。列の移動でチェックをふさぎましょう。
lesson-double-eighteen-stone-line-moves-2-wrong = ここでは石でチェックをふさぎましょう。c4 の石は d4 を越えて跳べます。
lesson-double-eighteen-stone-line-moves-2-done = c4 が d4 を越えて e4 へ跳び、その石があなたのキングを守っています。
lesson-double-eighteen-stone-line-moves-3-explain = 動けるのは列の両端の石だけで、行き先は空いたマスだけです。真ん中の石は動きません。
lesson-double-eighteen-stone-line-moves-3-goal = h ファイルを開けて、ルークで h8 の黒のクイーンを攻撃しましょう。
lesson-double-eighteen-stone-line-moves-3-wrong = h ファイルはまだ閉じています。h4 の石は f4 g4 h4 の列の端なので、f4 を越えて跳べます。
lesson-double-eighteen-stone-line-moves-3-done = h4 は e4 へ跳びました。反対の端の f4 は跳べませんでした。i4 にあなたのナイトがいるからです。

## no-undo

lesson-double-eighteen-stone-no-undo-title = 戻し禁止
lesson-double-eighteen-stone-no-undo-summary = 相手が直前の手で石を動かしたら、その石をすぐに元のマスへ戻すことはできません。
lesson-double-eighteen-stone-no-undo-1-explain = 石を動かす手で、相手の直前の手で石が離れたマスへ、その石を戻すことはできません。黒はたった今 c5 の石を e5 へ動かし、c9 のルークによるチェックが開きました。
lesson-double-eighteen-stone-no-undo-1-goal = チェックをふさぎましょう。e5 の石をそのまま c5 へ戻すことはできません。別の石の手を見つけましょう。
lesson-double-eighteen-stone-no-undo-1-wrong = c ファイルのチェックを石でふさぎましょう。
lesson-double-eighteen-stone-no-undo-1-done = a3 の石が b3 を越えて c3 へ跳び、チェックをふさいでいます。e5 を c5 へ戻すのは「戻し」になるところでした。
lesson-double-eighteen-stone-no-undo-2-explain = このルールが見るのは、相手の直前の手だけです。以前、黒は c5 の石を e5 へ動かしてあなたのルークのチェックをふさぎました。そのあと、あなたのキングが a1 へ動き、黒の直前の手はポーンの a7 でした。
lesson-double-eighteen-stone-no-undo-2-goal = 一手でチェックメイトしましょう。
lesson-double-eighteen-stone-no-undo-2-wrong = チェックメイトではありません。今なら e5 の石を c5 へ戻せます。
lesson-double-eighteen-stone-no-undo-2-done = 石が c5 に戻り、ルークがメイトしました。黒はその石をすぐ e5 へ戻して取り消すことはできません。

## castling

lesson-double-eighteen-stone-castling-title = 4 つのキャスリング
lesson-double-eighteen-stone-castling-summary = キングは 4 つのルークのどれとでも 1 回だけキャスリングできます。内側か外側、キングサイドかクイーンサイドです。
lesson-double-eighteen-stone-castling-1-explain = i1 のキングは、まだ動いていない 4 つのルークのどれとでも、ふつうのチェスと同じ条件で 1 局に 1 回キャスリングできます。内側のキャスリングでは、近いほうの e1 と l1 のルークを使います。
lesson-double-eighteen-stone-castling-1-goal = キングサイドに内側のキャスリングをしましょう。キングは i1 から k1 へ、ルークは l1 から j1 へ移ります。
lesson-double-eighteen-stone-castling-1-wrong = それではありません。キングサイドに内側のキャスリングをしましょう。キングを l1 のルークのほうへ、i1 から k1 へ 2 マス動かします。
lesson-double-eighteen-stone-castling-1-done = キングサイドの内側のキャスリング：キングは i1 から k1 へ、ルークは l1 から j1 へ。
lesson-double-eighteen-stone-castling-2-explain = キングとルークの間のマスはすべて空いていなければなりません。石も駒と同じようにキャスリングをふさぎます。j1 の石のため、キングサイドのキャスリングは 2 つともできません。
lesson-double-eighteen-stone-castling-2-goal = クイーンサイドに内側のキャスリングをしましょう。キングは i1 から g1 へ、ルークは e1 から h1 へ移ります。
lesson-double-eighteen-stone-castling-2-wrong = クイーンサイドにキャスリングしましょう。キングをクリックしてから、g1 をクリックします。
lesson-double-eighteen-stone-castling-2-done = クイーンサイドの内側のキャスリング：キングは i1 から g1 へ、ルークは e1 から h1 へ。
lesson-double-eighteen-stone-castling-3-explain = 外側のキャスリングでは、内側のルークがいなくなったあとに隅のルークを使います。キングサイドなら、キングは m1 へ、ルークは p1 から l1 へ移ります。
lesson-double-eighteen-stone-castling-3-goal = ルークが l9 のキングにチェックをかけるようにキャスリングしましょう。
lesson-double-eighteen-stone-castling-3-wrong = それではありません。キングサイドに外側のキャスリングをしましょう。キングを i1 から m1 へ動かせば、p1 のルークが l1 に来てチェックします。
lesson-double-eighteen-stone-castling-3-done = キングサイドの外側のキャスリング：キングは i1 から m1 へ、ルークは p1 から l1 へ。チェックです。
lesson-double-eighteen-stone-castling-4-explain = キングは、チェックされているとき、攻撃されているマスを通るとき、攻撃されているマスに着くときはキャスリングできません。m9 の黒のルークが m1 を攻撃しています。
lesson-double-eighteen-stone-castling-4-goal = キャスリングしましょう。ここでできるキャスリングは 1 つだけです。
lesson-double-eighteen-stone-castling-4-wrong = それはキャスリングではありません。クイーンサイドに外側のキャスリングをしましょう。キングは i1 から e1 へ。
lesson-double-eighteen-stone-castling-4-done = クイーンサイドの外側のキャスリング：キングは i1 から e1 へ、ルークは a1 から f1 へ。

## first-plans

lesson-double-eighteen-stone-first-plans-title = 最初の作戦
lesson-double-eighteen-stone-first-plans-summary = ナイトのフォークで駒得し、石と入れ替われるキングをメイトします。
lesson-double-eighteen-stone-first-plans-1-explain = ナイトは石を跳び越えるので、壁の後ろから 2 つの駒を同時に攻撃できます。
lesson-double-eighteen-stone-first-plans-1-goal = 2 手で黒のクイーンを取りましょう。
lesson-double-eighteen-stone-first-plans-1-wrong = ナイトでキングとクイーンをフォークし、それからクイーンを取りましょう。
lesson-double-eighteen-stone-first-plans-1-done = c7 のナイトがキングにチェックをかけ、同時にクイーンを攻撃しました。キングは逃げるしかなく、クイーンが取られました。
lesson-double-eighteen-stone-first-plans-2-explain = キングの隣の石は壁になりません。キングはその石と入れ替われるからです。k5 のビショップが o9 を守っています。
lesson-double-eighteen-stone-first-plans-2-goal = 一手でチェックメイトしましょう。
lesson-double-eighteen-stone-first-plans-2-wrong = チェックメイトではありません。ビショップの道をふさがないように。キングは o9 の石と入れ替われます。
lesson-double-eighteen-stone-first-plans-2-done = ナイトが o7 からチェックし、o9 への入れ替えはキングをビショップが守るマスに置くことになります。
