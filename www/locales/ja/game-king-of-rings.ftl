# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## 盤の横に表示するルール（www/js/games/king-of-rings.js）。

rules-king-of-rings =
    <p>7×7のチェッカー盤を使います。各プレイヤーはナイトを7つ持ちます。リングは35個：
    <b>大きな青</b>が1個（5点）、<b>青</b>が6個（各3点）、<b>銀</b>が28個（各1点）で、合計51点です。</p>
    <h3>初期配置</h3>
    <p>白のナイトは1–2段目の色付きのマス（a1と同じ色）に、黒のナイトは6–7段目の色付きのマスに置きます。大きな青のリングはd4に、青のリングは4段目の残りのマスに、銀のリングはそれ以外のすべてのマスに置きます。空いているマスはありません。
    { -reading-explained } 英語の原典にある「最前列の2つの青いマス」は、「前の2段の色付きのマス」の誤訳と解釈しています。</p>
    <h3>手番では次のどれか1つを行います</h3>
    <ul>
    <li><b>素のナイト</b>（リングなし）：8方向のどれかに1マス進み、空いたマス、リング（そのリングを取る）、敵のナイト（捕獲）のいずれかへ動きます。自分のナイトのいるマスには動けません。</li>
    <li><b>リング持ち</b>（リングあり）：<b>持っているリングの数とちょうど同じマス数</b>（点数ではなくリングの数）を、8方向のどれかに一直線に、間にあるものを跳び越えて跳びます。着地できるのはリング（取る）か敵のナイト（捕獲）の上だけで、空いたマスには着地できません。リングを7個以上持つナイトは動けません。ナイトのバッジの数字が跳ぶマス数です。</li>
    <li><b>打つ</b>：持ち駒のナイトを、リングのあるマスに置きます。そのリングを取り、リング持ちになります。「持ち駒」をクリックしてから、リングをクリックします。</li>
    </ul>
    <h3>捕獲</h3>
    <p>捕獲した側は、捕獲されたナイトのリングをすべて取ります。捕獲されたリング持ちは持ち主の持ち駒に戻り、後で打つことができます。捕獲された素のナイトはゲームから除かれます。</p>
    <h3>終局</h3>
    <p>盤上に置かれたリングがなくなるとゲームは終わります。白（先手）が最後のリングを取った場合は、黒がもう1手指してから終わります。合法手のないプレイヤーはパスします（パスできるのはそのときだけです）。2回続けてパスするとゲームは終わります。
    { -reading } 同じ局面（盤面、持っているリング、持ち駒、手番）が3回目に現れたときもゲームは終わり、ほかの終局と同じく得点で決まります。原典には終わらない対局を防ぐルールがなく、素のナイトは空いたマスの間をいつまでも行き来できるからです。</p>
    <h3>勝敗</h3>
    <p>盤上にある自分のナイトが持つリングの合計点が多い方の勝ちです。同点なら引き分けです。どちらのプレイヤーも投了できます。</p>

## 盤の横の数字と状況の行。$player、$first、$second はエンジンが付けたプレイヤー名。

king-of-rings-points = { $count }点
king-of-rings-out-of-game = 除外 { $count }
king-of-rings-rings-left = 盤上のリング残り{ $count }個
king-of-rings-last-turn = { $second }の最後の手番：{ $first }が最後のリングを取りました
king-of-rings-pass-last-turn = { $player }は最後の手番で動けません：パスするとゲームが終わります
king-of-rings-pass-again = { $player }も動けません：パスするとゲームが終わります

## マスの中身（ホバーと画面を見ないプレイ用）。

king-of-rings-square-empty = 空
king-of-rings-ring-silver = 銀のリング
king-of-rings-ring-blue = 青のリング
king-of-rings-ring-big-blue = 大きな青のリング
king-of-rings-knight-white = 白のナイト
king-of-rings-knight-black = 黒のナイト
king-of-rings-knight-no-ring = { $knight }、リングなし
king-of-rings-knight-holding = { $knight }：リング{ $count }個（{ $kinds }）、{ $points }点。{ $count }マス跳ぶ
king-of-rings-knight-holding-stuck = { $knight }：リング{ $count }個（{ $kinds }）、{ $points }点。リングが6個を超えるので動けない
king-of-rings-kind-big-blue = 大きな青{ $count }
king-of-rings-kind-blue = 青{ $count }
king-of-rings-kind-silver = 銀{ $count }
king-of-rings-kinds-separator = {"、"}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $form ->
       *[bare] { $ring ->
            [big-blue] 大きな青のリング
            [blue] 青のリング
           *[silver] 銀のリング
        }
    }
sight-thing-knight = { $form ->
       *[bare] { $colour ->
            [white] 白
           *[black] 黒
        }のナイト
    }{ $full ->
        [yes] { $count ->
            [0] （リングなし）
           *[other] （リング { $count } 個［{ $rings }］、{ $points } 点、{ $moves ->
                [no] 6個を超えるので動けない
               *[yes] { $count } マス跳ぶ
            }）
        }
       *[no] {""}
    }
sight-knight-rings = { $ring ->
        [big-blue] 大きな青
        [blue] 青
       *[silver] 銀
    } { $count }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = 双方{ $points }点、{ $end }
outcome-points = { $high }点対{ $low }点、{ $end }
outcome-end-both-passed = 両者がパスした
outcome-end-repetition = 同じ局面が3回現れた
outcome-end-no-ring-left = 盤上にリングが残っていない

# The hand of knights, which this game alone has (game-page.js).
game-hand = 持ち駒：{ $count ->
        [0] なし
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] 持ち駒のナイトを打つ：ここをクリックしてからリングをクリック
       *[no] 持ち駒のナイト
    }

# クリックが手にならない理由（エンジンの whyNot）、盤の下に表示。
refusal-king-of-rings-too-heavy = リングを{ $rings }個持つリング持ちは重すぎて動けません：リングが7個以上あると動けなくなります。
refusal-king-of-rings-straight = ナイトは縦、横、斜めのどれかに沿って一直線に動きます。
refusal-king-of-rings-plain = 素のナイト（リングなし）は1マスしか進めません。
refusal-king-of-rings-leap-one = このリング持ちはリングを1個持っているので、ちょうど1マス跳びます：{ $square }は{ $distance }マス先です。
refusal-king-of-rings-leap = このリング持ちはリングを{ $rings }個持っているので、ちょうど{ $rings }マス跳びます：{ $square }は{ $distance }マス先です。
refusal-king-of-rings-own-knight = { $square }には自分のナイトがいます。
refusal-king-of-rings-onto-empty = { $square }は空です：リング持ちが着地できるのはリングか敵のナイトの上だけです。
