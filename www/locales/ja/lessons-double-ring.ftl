# ダブルリングのレッスン(www/data/lessons/double-ring.json)の言葉。
# lesson-double-ring-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## skip-two

lesson-double-ring-skip-two-title = リングの動き方
lesson-double-ring-skip-two-summary = シングルリングは、ちょうど 2 つのリングを越えて動きます。
lesson-double-ring-skip-two-1-explain = はじめはどのマスにもシングルリングが 1 つあります。シングルリングは上下左右のどれかに動き、ちょうど 2 つのリングを越えて、その次のシングルリングの上に着地します。
lesson-double-ring-skip-two-1-goal = a1 のリングを a4 へ上げましょう。リングをクリックしてから、着地するマスをクリックします。
lesson-double-ring-skip-two-1-wrong = そのリングではありません。a1 のリングを a4 へ上げましょう。
lesson-double-ring-skip-two-1-done = a2 と a3 を越えて a4 に着地しました。a1 は空きマスになり、a4 はダブルリングになりました。
lesson-double-ring-skip-two-2-explain = リングは 4 方向のどれにも動けますが、2 つのリングを越えた先に着地できるリングがある方向だけです。
lesson-double-ring-skip-two-2-goal = b3 のリングを動かしましょう。動ける方向は 1 つだけです。
lesson-double-ring-skip-two-2-wrong = それは別のリングです。b3 のリングを動かしましょう。
lesson-double-ring-skip-two-2-done = 上、下、左では、b3 は着地するリングを見つける前に盤の外に出てしまいます。右なら e3 に着地します。
lesson-double-ring-skip-two-3-goal = d1 にリングを着地させましょう。
lesson-double-ring-skip-two-3-wrong = そのリングは別の場所に着地します。d1 との間にちょうど 2 つのリングがあるリングを探しましょう。
lesson-double-ring-skip-two-3-done = a1（b1 と c1 を越えて）も d4（d3 と d2 を越えて）も d1 に着地できます。

## empty-cells

lesson-double-ring-empty-cells-title = 空きマスは数えない
lesson-double-ring-empty-cells-summary = リングは空きマスを数えずに通り過ぎます。
lesson-double-ring-empty-cells-1-explain = リングが動いたあとのマスは空きマスになり、バツ印のついたリングで示されます。ここでは b1 のリングが b4 へ上がりました。当サイトのルールの解釈：空きマスは通り過ぎるだけで数えず、数えるのはリングだけです。
lesson-double-ring-empty-cells-1-goal = a1 のリングを 1 行目に沿って右へ動かしましょう。
lesson-double-ring-empty-cells-1-wrong = a1 のリングを右へ動かしましょう。b1 は空きマスなので、c1 と d1 を越えます。
lesson-double-ring-empty-cells-1-done = 空きマスの b1 は数えませんでした。リングは c1 と d1 を越えて e1 に着地しました。
lesson-double-ring-empty-cells-2-explain = 2 つのリングを越えたあと、リングは空きマスをいくつでも越えて次のリングまで進み、それがシングルリングならそこに着地します。
lesson-double-ring-empty-cells-2-goal = e1 にリングを着地させましょう。
lesson-double-ring-empty-cells-2-wrong = そのリングは別の場所に着地します。e1 との間に、ちょうど 2 つのリングと、もしかすると空きマスがあるのはどのリングでしょう？
lesson-double-ring-empty-cells-2-done = a1 のリングは b1 と c1 を越え、空きマスの d1 も越えて e1 に着地しました。

## double-rings

lesson-double-ring-double-rings-title = ダブルリング
lesson-double-ring-double-rings-summary = ダブルリングは 2 つと数え、動かず、その上に着地することもできません。
lesson-double-ring-double-rings-1-explain = 上に着地されたリングはダブルリングになります。ダブルリングはリング 2 つと数えます。
lesson-double-ring-double-rings-1-goal = b3 のリングを、c3 のダブルリングを越えて動かしましょう。
lesson-double-ring-double-rings-1-wrong = b3 のリングを右へ、c3 のダブルリングを越えて動かしましょう。
lesson-double-ring-double-rings-1-done = c3 のダブルリングが 2 つと数えられたので、リングはそのすぐ後ろの d3 に着地しました。
lesson-double-ring-double-rings-2-explain = シングルリングとダブルリングを続けて越えると 3 つになります。多すぎるので、その方向には動けません。
lesson-double-ring-double-rings-2-goal = a2 のリングを動かしましょう。
lesson-double-ring-double-rings-2-wrong = a2 のリングを動かしましょう。右へ行くと 3 つのリングを越えてしまうので、別の方向を探しましょう。
lesson-double-ring-double-rings-2-done = 右では b2 と c2 のダブルリングで 3 つ。上では a3 と a4 で 2 つなので、リングは a5 に着地します。
lesson-double-ring-double-rings-3-explain = リングが着地できるのはシングルリングの上だけです。2 つ越えた次のリングがダブルリングなら、動けません。ダブルリングそのものは決して動きません。
lesson-double-ring-double-rings-3-goal = ここではほとんどのリングが動けません。いくつかは印のついたダブルリングに着地してしまいます。動ける手を見つけましょう。
lesson-double-ring-double-rings-3-wrong = ちょうど 2 つのリングを越えて、その次にシングルリングに出会うリングを探しましょう。
lesson-double-ring-double-rings-3-done = a4 と c4 のリングは d4、a1、c1 のダブルリングに着地することになり、それは許されません。b3 のダブルリングを越えられるのは a3 と c3 だけです。

## last-move-wins

lesson-double-ring-last-move-wins-title = 最後に動いた人の勝ち
lesson-double-ring-last-move-wins-summary = 動けなくなったプレイヤーの負けです。
lesson-double-ring-last-move-wins-1-explain = 両プレイヤーは同じリングを交互に動かします。動けなくなったプレイヤーの負けなので、最後に動いたプレイヤーの勝ちです。
lesson-double-ring-last-move-wins-1-goal = プレイヤー1の手番です。このゲームの最後の手を指しましょう。
lesson-double-ring-last-move-wins-1-wrong = その手のあとでも、プレイヤー2はまだ動けます。
lesson-double-ring-last-move-wins-1-done = あなたの手のあと、どのリングも動けません。プレイヤー2は動けずに負けです。
lesson-double-ring-last-move-wins-2-explain = 手によって新しい手が生まれることもあります。新しくできたダブルリングが、越えるリングになるかもしれません。
lesson-double-ring-last-move-wins-2-goal = 動かせる手は 2 つです。プレイヤー2が動けなくなるほうを選びましょう。
lesson-double-ring-last-move-wins-2-wrong = a2 から d2 へ動かすと、d1 のリングが d2 の新しいダブルリングを越えて d3 へ動けるので、プレイヤー2が最後に動きます。
lesson-double-ring-last-move-wins-2-done = d2 から a2 へ動かすと、越えるものが何も残りません。プレイヤー2は動けず、あなたの勝ちです。
lesson-double-ring-last-move-wins-3-goal = 4 つの手のうち、1 つですぐに勝てます。どのリングも動けなくなる手を見つけましょう。
lesson-double-ring-last-move-wins-3-wrong = それではプレイヤー2に手が残り、プレイヤー2が最後に動くことになります。
lesson-double-ring-last-move-wins-3-done = b2 から e2 へ動かして b2 のリングをなくし、b 列に沿った手もなくなりました。プレイヤー2は動けません。

## counting-moves

lesson-double-ring-counting-moves-title = 残りの手を数える
lesson-double-ring-counting-moves-summary = 残りの手を偶数にすれば、最後に動くのはあなたです。
lesson-double-ring-counting-moves-1-explain = 残りの手を数えましょう。あなたの手のあとに偶数の手が残っていれば、プレイヤー2が 1 つ、あなたが 1 つと指していき、最後の手はあなたのものです。
lesson-double-ring-counting-moves-1-goal = a5 と c5 のリングで 1 手あります。全部でちょうど 2 手が残るように動かしましょう。
lesson-double-ring-counting-moves-1-wrong = それでは、プレイヤー2が偶数の手を残して最後の手を指せます。
lesson-double-ring-counting-moves-1-done = 1 行目には新しいダブルリングを越える手が 1 つ、上にも 1 つ残っています。1 手ずつで、最後はあなたです。
lesson-double-ring-counting-moves-2-explain = 今度は a5 と c5 のリングで 1 手、e3 と e5 のリングでもう 1 手あります。
lesson-double-ring-counting-moves-2-goal = ゲームに勝ちましょう。次の 2 手のうちに最後の手を指します。
lesson-double-ring-counting-moves-2-wrong = プレイヤー2が最後に動きました。最初の手のあとに、偶数の手が残るようにしましょう。
lesson-double-ring-counting-moves-2-done = b1 から e1 へ（または d1 から a1 へ）動かして 1 行目の手を一度に使い切り、2 手を残しました。1 手はプレイヤー2、最後の 1 手はあなたのものです。

## mirror-plan

lesson-double-ring-mirror-plan-title = 最初の作戦：鏡
lesson-double-ring-mirror-plan-summary = 偶数の大きさの盤では、どのルールでも、プレイヤー2がすべての手をまねて最後に動きます。
lesson-double-ring-mirror-plan-1-explain = 偶数の大きさの盤では、プレイヤー2はすべての手にその鏡の手で応じられます。中心を軸に半回転させた同じ手です。a1 は d4 に、b2 は c3 に、というように対応します。
lesson-double-ring-mirror-plan-1-goal = プレイヤー1が a1 から a4 へ動かしました。プレイヤー2として鏡の手を指しましょう。
lesson-double-ring-mirror-plan-1-wrong = それは鏡の手ではありません。a1 は d4 に、a4 は d1 に対応するので、d4 から d1 へ動かしましょう。
lesson-double-ring-mirror-plan-1-done = 盤はまた対称になりました。プレイヤー1が何をしても、鏡の手が用意されています。
lesson-double-ring-mirror-plan-2-explain = 鏡の手はいつも指せます。それは鏡に映った行か列にあり、プレイヤー1の手はそこに触れていないからです。だからプレイヤー2はいつも応じる手があり、最後の手を指します。
lesson-double-ring-mirror-plan-2-goal = プレイヤー1が d4 から a4 へ動かしました。鏡の手を続けて、2 手以内に勝ちましょう。
lesson-double-ring-mirror-plan-2-wrong = プレイヤー1が最後に動きました。どの手にも、中心を挟んだ鏡の手で応じましょう。
lesson-double-ring-mirror-plan-2-done = 先に手がなくなったのはプレイヤー1でした。4x4 の盤では、プレイヤー1は鏡の作戦に勝てません。
lesson-double-ring-mirror-plan-3-explain = 鏡の作戦は、どの偶数の盤でも、どのルールでも使えます。ナイトの跳び方でリングがその鏡像と結ばれることはないので、鏡の跳躍もいつも指せます。
lesson-double-ring-mirror-plan-3-goal = 6x6 のナイト重ねです。プレイヤー1が a1 から b3 へ跳びました。鏡の跳躍を指しましょう。
lesson-double-ring-mirror-plan-3-wrong = それは鏡の手ではありません。a1 は f6 に、b3 は e4 に対応するので、f6 から e4 へ跳びましょう。
lesson-double-ring-mirror-plan-3-done = また対称になりました。「解析」をオンにすると、どの偶数の盤でもページがそう教えてくれます。対称な局面で手番のプレイヤーが負けです。

## mirror-cross

lesson-double-ring-mirror-cross-title = 9x9 で鏡が通用しないわけ
lesson-double-ring-mirror-cross-summary = 奇数の盤では、中央の行と列は自分自身の鏡像です。そこでの手が鏡を崩すことがあります。
lesson-double-ring-mirror-cross-1-explain = 9x9 の盤では、半回転で 5 行目と e 列はそれ自身に、中心の e5 も自分自身に移ります。その線に沿った手は、鏡の手も同じ線の上にあり、しかもその線は今の手で変わったばかりです。
lesson-double-ring-mirror-cross-1-goal = プレイヤー1が e3 から e6 へ、中央の列を上に動かしました。その鏡の手は e7 から e4 ですが、e7 は今は e6 の新しいダブルリングを越えます。e7 のリングを下へ動かして、どこに着地するか見てみましょう。
lesson-double-ring-mirror-cross-1-wrong = e7 のリングを e 列に沿って下へ動かしましょう。
lesson-double-ring-mirror-cross-1-done = e7 は e4 ではなく e5 に着地しました。鏡の手はなかったのです。だから 9x9 では鏡の作戦は何も証明せず、どちらが勝つのか誰にもわかっていません。
lesson-double-ring-mirror-cross-2-explain = 中央の行と列にシングルリングが残っていなければ、どの手もそこには触れられず、奇数の盤でも鏡の作戦がまた使えます。
lesson-double-ring-mirror-cross-2-goal = 中央の十字は空いています。プレイヤー1が a1 から a5 へ動かしました。鏡の手を指しましょう。
lesson-double-ring-mirror-cross-2-wrong = それは鏡の手ではありません。a1 は e5 に、a5 は e1 に対応するので、e5 から e1 へ動かしましょう。
lesson-double-ring-mirror-cross-2-done = 十字が空いた対称な局面です。プレイヤー1の負けが決まりました。（ナイト重ねでは、中心にシングルリングがなければ十分です。）

## other-rules

lesson-double-ring-other-rules-title = ほかのルール
lesson-double-ring-other-rules-summary = 3つ飛び、奇数飛び、偶数飛び、ナイト重ねと盤の大きさ。
lesson-double-ring-other-rules-1-explain = 3つ飛びでは、リングはちょうど 3 つのリングを越えます。空きマスはやはり数えず、ダブルリングはやはり 2 つと数えます。
lesson-double-ring-other-rules-1-goal = 隅の e5 にリングを着地させましょう。
lesson-double-ring-other-rules-1-wrong = そのリングは別の場所に着地します。e5 に届くには、ちょうど 3 つのリングを越えなければなりません。
lesson-double-ring-other-rules-1-done = a5 からも e1 からも、リングと e5 の間には 3 つのリングがあります。
lesson-double-ring-other-rules-2-explain = 奇数飛びでは、リングは 1、3、5 など奇数個のリングを越えます。そのため 1 つの方向に着地できるマスがいくつもあることがあります。
lesson-double-ring-other-rules-2-goal = a1 のリングを、3 つのリングを越えて a5 へ上げましょう。
lesson-double-ring-other-rules-2-wrong = a1 のリングを a5 へ上げましょう。リング 1 つを越えて a3 へ行く手もありますが、今回はそれではありません。
lesson-double-ring-other-rules-2-done = 1 つ越えても 3 つ越えても、どちらも奇数なので、どちらも指せる手でした。
lesson-double-ring-other-rules-3-explain = 偶数飛びでは、リングは 2、4、6 など偶数個のリングを越えます。当サイトの解釈：1 つも越えないのはスキップではないので、最初に出会ったリングに着地することはありません。
lesson-double-ring-other-rules-3-goal = a1 のリングを、4 つのリングを越えて f1 へ動かしましょう。
lesson-double-ring-other-rules-3-wrong = a1 のリングを右へ、b1、c1、d1、e1 を越えて f1 へ動かしましょう。
lesson-double-ring-other-rules-3-done = 4 は偶数です。リングは 2 つ越えて d1 に止まることもできました。
lesson-double-ring-other-rules-4-explain = ナイト重ねでは、シングルリングはチェスのナイトのように跳んでシングルリングの上に着地します。間に何があってもかまいません。
lesson-double-ring-other-rules-4-goal = a1 のリングを動かしましょう。
lesson-double-ring-other-rules-4-wrong = a1 のリングを動かしましょう。ナイトのように、ある方向に 2 マス、横に 1 マスです。
lesson-double-ring-other-rules-4-done = ダブルリングを跳び越えて b3 に着地しました。c2 は空きマスなので、もう一方の跳躍はできませんでした。
lesson-double-ring-other-rules-5-explain = 盤の大きさは 3x3 から 19x19 まで自由です。本来のゲームは 9x9 で行い、最大でも 40 手で終わります。
lesson-double-ring-other-rules-5-goal = 9x9 の盤で、中心の e5 にリングを着地させましょう。
lesson-double-ring-other-rules-5-wrong = そのリングは別の場所に着地します。e5 から各方向に 2 つのリングを数えましょう。
lesson-double-ring-other-rules-5-done = これですべてのルールがわかりました。好きな盤、好きなルールで対局してみましょう！
