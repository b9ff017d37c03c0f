# キング・オブ・リングスのレッスン(www/data/lessons/king-of-rings.json)の言葉。
# lesson-king-of-rings-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## plain-knight

lesson-king-of-rings-plain-knight-title = 素のナイト
lesson-king-of-rings-plain-knight-summary = リングを持たないナイトは、どの方向にも 1 マス進みます。
lesson-king-of-rings-plain-knight-1-explain = 白が下側から先に動きます。リングを持たないナイト（素のナイト）は、8 方向のどれにでも 1 マス進みます。縦横でも斜めでも、前でも後ろでもかまいません。
lesson-king-of-rings-plain-knight-1-goal = d4 の白のナイトを斜め後ろに 1 マス、c3 へ動かしましょう。ナイトをクリックしてから、マスをクリックします。
lesson-king-of-rings-plain-knight-1-wrong = それもよい手ですが、今回は斜め後ろの c3 へ動かしましょう。
lesson-king-of-rings-plain-knight-1-done = 素のナイトは、前と同じように後ろにも簡単に進めます。
lesson-king-of-rings-plain-knight-2-explain = 素のナイトはリングのあるマスに進めます。そのリングを取ります。リングを持っているナイトはリング持ちと呼ばれます。
lesson-king-of-rings-plain-knight-2-goal = e5 の銀のリングを取りましょう。
lesson-king-of-rings-plain-knight-2-wrong = そのマスは空いています。e5 のリングの上に進みましょう。
lesson-king-of-rings-plain-knight-2-done = あなたのナイトはリングを 1 つ持ちました。これでリング持ちです。リング持ちは動き方が違います。

## holders-leap

lesson-king-of-rings-holders-leap-title = リング持ちは跳ぶ
lesson-king-of-rings-holders-leap-summary = リング持ちは、持っているリングの数とちょうど同じだけ跳びます。
lesson-king-of-rings-holders-leap-1-explain = リング持ちは、持っているリングの数とちょうど同じマス数を、8 方向のどれかにまっすぐ跳びます。数えるのはリングの個数で、点数ではありません。
lesson-king-of-rings-holders-leap-1-goal = b2 のリング持ちはリングを 2 つ持っています。d4 の大きな青のリングを取りましょう。
lesson-king-of-rings-holders-leap-1-wrong = それでは銀のリングしか取れません。斜めに 2 マス跳べば d4 の大きな青のリングを取れます。
lesson-king-of-rings-holders-leap-1-done = リング 2 つで 2 マス、b2 から d4 へ。c3 の銀のリングは近すぎて取れませんでした。
lesson-king-of-rings-holders-leap-2-explain = リング持ちは、途中にあるものを何でも跳び越えます。リングでも、ナイトでも、空いたマスでも。
lesson-king-of-rings-holders-leap-2-goal = a1 のリング持ちはリングを 3 つ持っています。b2 と c3 を跳び越えて、d4 の青のリングへ跳びましょう。
lesson-king-of-rings-holders-leap-2-wrong = それでは銀のリングしか取れません。斜めに 3 マス跳んで、d4 の青のリングを取りましょう。
lesson-king-of-rings-holders-leap-2-done = 途中のナイトとリングは、跳躍を止められませんでした。
lesson-king-of-rings-holders-leap-3-explain = リング持ちが着地できるのは、リングか相手のナイトのあるマスだけで、空いたマスには着地できません。リングを 1 つ取るたびに、次の跳躍が 1 マス長くなります。
lesson-king-of-rings-holders-leap-3-goal = 2 手で d4 の大きな青のリングを取りましょう。
lesson-king-of-rings-holders-leap-3-wrong = a2 から 2 マス跳んでも d4 には届きません。まず b2 のリングを取り、それから 2 マス跳びましょう。
lesson-king-of-rings-holders-leap-3-done = リング 1 つで 1 マス跳んで b2 へ。次はリング 2 つで 2 マス跳んで d4 へ。
lesson-king-of-rings-holders-leap-4-explain = リングを 7 つ以上持つリング持ちは、まったく動けません。
lesson-king-of-rings-holders-leap-4-goal = a1 のリング持ちはリングを 6 つ持っているので、6 マス跳びます。g7 の青のリングを取りましょう。
lesson-king-of-rings-holders-leap-4-wrong = それは銀のリングです。青のリングは g7 にあります。
lesson-king-of-rings-holders-leap-4-done = これが 7 つ目のリングでした。このリング持ちはもう二度と動けません。

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = 捕獲と持ち駒
lesson-king-of-rings-capture-and-hand-summary = リング持ちを捕まえるとそのリングを得て、捕まえたナイトは持ち主の持ち駒に戻ります。
lesson-king-of-rings-capture-and-hand-1-explain = ナイトは相手のナイトのマスに着地して、それを捕まえられます。そして、そのナイトが持っていたリングをすべて取ります。捕まったリング持ちは持ち主の持ち駒に戻り、あとで打つことができます。
lesson-king-of-rings-capture-and-hand-1-goal = e5 の黒のリング持ちを捕まえて、そのリングを手に入れましょう。
lesson-king-of-rings-capture-and-hand-1-wrong = それではリングを得られません。e5 の黒のリング持ちは青のリングと銀のリングを持っています。
lesson-king-of-rings-capture-and-hand-1-done = これであなたは 4 点を持っています。捕まった黒のナイトは黒の持ち駒に戻り、あとで打てます。持ち駒は「打つ」のレッスンで見られます。
lesson-king-of-rings-capture-and-hand-2-goal = b2 のリング持ちは 2 マス跳びます。大きな青のリングを持つ d4 の黒のナイトを捕まえましょう。
lesson-king-of-rings-capture-and-hand-2-wrong = b4 の銀のリングは 1 点です。d4 の黒のナイトは 5 点を持っています。
lesson-king-of-rings-capture-and-hand-2-done = リング持ちも捕獲できます。ちょうど跳躍の距離にあるマスに着地して捕まえます。
lesson-king-of-rings-capture-and-hand-3-explain = 捕まった素のナイトは、そのままゲームから除かれます。
lesson-king-of-rings-capture-and-hand-3-goal = e5 にいる黒の素のナイトを捕まえましょう。
lesson-king-of-rings-capture-and-hand-3-wrong = それでは何も捕まえられません。e5 に進みましょう。
lesson-king-of-rings-capture-and-hand-3-done = その黒のナイトはリングを持っていなかったので、このゲームにはもう戻りません。

## drops

lesson-king-of-rings-drops-title = 打つ
lesson-king-of-rings-drops-summary = 持ち駒のナイトをリングの上に打ちます。
lesson-king-of-rings-drops-1-explain = 持ち駒のナイトは、リングのあるどのマスにも打てます。そのリングを取ってリング持ちになります。打つことが、その手番のすべてです。打つには、盤のそばの「白の持ち駒」ボタンを押してから、マスをクリックします。
lesson-king-of-rings-drops-1-goal = 持ち駒にナイトが 1 つあります。それを d4 の大きな青のリングに打ちましょう。
lesson-king-of-rings-drops-1-wrong = 持ち駒のナイトを d4 の大きな青のリングに打ちましょう。
lesson-king-of-rings-drops-1-done = 打つことでナイトが盤に戻ります。しかも最初からリングを 1 つ持っています。
lesson-king-of-rings-drops-2-goal = 2 手で d4 の黒のリング持ちを捕まえましょう。まず、d4 に届くマスにナイトを打ちます。
lesson-king-of-rings-drops-2-wrong = 打ったナイトはリングを 1 つ持つので、1 マス跳びます。d4 の隣の c3 に打ちましょう。
lesson-king-of-rings-drops-2-done = c3 に打ち、1 マス跳んで d4 へ。2 つの青のリングはあなたのものです。

## ring-values

lesson-king-of-rings-ring-values-title = リングの点数
lesson-king-of-rings-ring-values-summary = 大きな青は 5 点、青は 3 点、銀は 1 点。いちばん多くの点を集めましょう。
lesson-king-of-rings-ring-values-1-explain = リングには点数があります。大きな青は 5 点、青は 3 点、銀は 1 点です。あなたの得点は、盤上のあなたのナイトが持っているリングの点数の合計です。
lesson-king-of-rings-ring-values-1-goal = いちばん点数の高いリングを取りましょう。
lesson-king-of-rings-ring-values-1-wrong = d4 の大きな青のリングは 5 点です。青（3 点）や銀（1 点）より高い点数です。
lesson-king-of-rings-ring-values-1-done = ゲームに 1 つしかない大きな青のリングで 5 点です。
lesson-king-of-rings-ring-values-2-explain = 先を読みましょう。リングを 1 つ持つナイトは 1 マス跳び、着地できるのはリングか相手のナイトの上だけです。
lesson-king-of-rings-ring-values-2-goal = 2 手で 6 点にしましょう。
lesson-king-of-rings-ring-values-2-wrong = c3 の青のリングを取ったあとは、銀のリングにしか届きません。e3 の銀から始めましょう。
lesson-king-of-rings-ring-values-2-done = まず銀、次に大きな青。1 + 5 は 3 + 1 より多くなります。

## last-turn

lesson-king-of-rings-last-turn-title = 最後のリングと得点
lesson-king-of-rings-last-turn-summary = リングがなくなるとゲームは終わり、いちばん多くの点を持つ側が勝ちます。
lesson-king-of-rings-last-turn-1-explain = 盤上にリングがなくなるとゲームは終わり、点数の多い側が勝ちます。白が最後のリングを取った場合は、黒にもう 1 手番あります。
lesson-king-of-rings-last-turn-1-goal = d4 の最後のリングを取り、黒の最後の手番のあとでも勝っているようにしましょう。
lesson-king-of-rings-last-turn-1-wrong = d4 のリングを取りましょう。ただし e5 の黒のナイトに注意。そこに着地した駒は何でも捕まえられるので、持っているリングの少ないナイトを送りましょう。
lesson-king-of-rings-last-turn-1-done = 黒が取り返せるのは 1 点だけです。b2 にあるあなたの 6 点で勝ちです。
lesson-king-of-rings-last-turn-2-explain = 今度はあなたが黒です。白が最後のリングを取ったので、黒にはもう 1 手番あり、それでゲームが終わります。
lesson-king-of-rings-last-turn-2-goal = 黒の最後の手番を指して、ゲームに勝ちましょう。
lesson-king-of-rings-last-turn-2-wrong = それでは白がリードしたままです。8 点分を持つ d4 のリング持ちを捕まえましょう。
lesson-king-of-rings-last-turn-2-done = 黒は最後の手番で 8 点を捕まえ、10 対 1 で勝ちました。
