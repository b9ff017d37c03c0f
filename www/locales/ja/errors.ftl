# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## 入力、リンク、棋譜のエラー。コロンの後の詳細（$why、$detail、$result）はそれ自体がメッセージです（下の detail-*、outcome-*）。

error-unknown-game = 不明なゲーム「{ $id }」（ゲーム：{ $known }）
error-unknown-option = { $game }に不明な設定「{ $key }」（設定：{ $known }）
error-bad-option-value = 設定「{ $key }」の値「{ $value }」が正しくありません：{ $expected }を指定してください
error-malformed-option = 設定「{ $detail }」の形式が正しくありません：key=value の形にしてください
error-repeated-option = 設定「{ $detail }」が2回指定されています
error-clashing-options = 設定「{ $key }」と「{ $other }」は同じことを指定しています。どちらか一方だけを指定してください
error-bad-position = 正しくない局面：{ $detail }
error-bad-move-syntax = 正しくない手「{ $mv }」：{ $why }
error-unclear-move = 「{ $mv }」はどの手ですか：{ $choices }？
error-not-understood = 「{ $mv }」は手として読めません：{ $example } のように入力してください
error-illegal-move = { $player }の手「{ $mv }」は反則です
error-game-over = 手「{ $mv }」は対局の終了後です（{ $result }）
error-bad-link = 正しくないリンク：{ $detail }
error-bad-record = 正しくない棋譜、{ $line }行目：{ $why }
error-bad-argument = 正しくない{ $what }：{ $why }

# error-unclear-move の $choices（「または」ごとに一つ）。
detail-either = { $earlier }または{ $later }

## それらのエラーの中の詳細（src：エンジンの message! 呼び出し。その英語のひな形を
## tests/site/engine-messages.test.mjs が照合します）。
## $colour は英語の White か Black（[White] ... *[Black] ... で選ぶ）、
## $player は陣営の名前、$text と $letter はプレイヤーが書いたもの、$square はマス（e4）。
detail-fen-zero = ランク{ $rank }の空きマスの数が0です
detail-fen-kings = { $colour ->
        [White] 白
       *[Black] 黒
    }のキングが{ $kings }個ありますが、1個でなければなりません
detail-square-off-board = { $square }は{ $files }x{ $ranks }の盤の外です
detail-fen-fields-ring = スペースで区切られたフィールド（盤面、手番、指輪、アンパッサン、カウンター）が{ $required }〜{ $most }個必要ですが、{ $found }個あります
detail-fen-fields-stones = スペースで区切られたフィールド（盤面、手番、キャスリング、アンパッサン、最後の石の手、カウンター）が{ $required }〜{ $most }個必要ですが、{ $found }個あります
detail-fen-fields = スペースで区切られたフィールド（盤面、手番、キャスリング、アンパッサン、カウンター）が{ $required }〜{ $most }個必要ですが、{ $found }個あります
detail-fen-side = 手番「{ $side }」が w でも b でもありません
detail-fen-halfmoves = ハーフムーブクロック「{ $text }」が100000までの数ではありません
detail-fen-fullmoves = 手数「{ $text }」が100000までの数ではありません
detail-fen-in-check = { $mover ->
        [White] 白
       *[Black] 黒
    }の手番なのに{ $checked ->
        [White] 白
       *[Black] 黒
    }がチェックされています
detail-fen-ring-checks = 指輪をはめるポーンを選ぶ番ですが、どの白のポーンに指輪をはめても黒のキングを攻撃してしまいます
detail-fen-ranks = 「/」で区切られたランクが{ $ranks }個必要ですが、{ $found }個あります
detail-fen-letter = ランク{ $rank }の「{ $letter }」は駒の文字ではありません
detail-fen-rank-long = ランク{ $rank }は{ $count }マス以上を表していますが、このランクは{ $has }マスです
detail-fen-rank-short = ランク{ $rank }は{ $count }マスを表していますが、このランクは{ $has }マスです
detail-fen-pawn-barred = { $colour ->
        [White] 白
       *[Black] 黒
    }のポーンは{ $square }に置けません
detail-fen-en-passant-off = アンパッサンのマス{ $square }が盤上にありません
detail-fen-en-passant-square = アンパッサンのマス「{ $text }」はマスではありません
detail-fen-castling-unknown = キャスリング権「{ $letter }」はこのゲームのものではありません
detail-fen-castling-twice = キャスリング権「{ $letter }」が2回指定されています
detail-fen-castling-pieces = キャスリング権「{ $letter }」には、{ $king }に{ $colour ->
        [White] 白
       *[Black] 黒
    }のキング、{ $rook }にルークが必要です
detail-fen-ring-chosen-by-white = 指輪をはめるポーンを選ぶのは白の手番のときだけです
detail-fen-ring-no-pawn = 指輪をはめるポーンを選ぶ番ですが、白にポーンがありません
detail-fen-ring-field = 指輪のフィールド「{ $text }」が waiting、choosing、never、destroyed のどれでもマスでもありません
detail-fen-ring-no-wearer = 指輪が{ $square }にありますが、そこには駒がありません
detail-fen-en-passant-pawn = アンパッサンのマス{ $square }が、2マス前進した{ $colour ->
        [White] 白
       *[Black] 黒
    }のポーンのすぐ後ろではありません
detail-fen-stone-move = 最後の石の手「{ $text }」は{ $why }：- か、c5e5 のような2つのマスを指定してください
detail-fen-stone-move-start = この盤のマスで始まっていません
detail-fen-stone-move-end = この盤のマスで終わっていません
detail-fen-stone-move-line = ランクにもファイルにも沿っていません
detail-fen-stone-move-stone = 石の上で終わらなければなりません
detail-fen-stone-move-left = { $square }を空けるか、入れ替えた{ $colour ->
        [White] 白
       *[Black] 黒
    }の駒に明け渡さなければなりません
detail-not-a-square = { $square }はこの盤のマスではありません
detail-move-form-stones = d2d4 のような2つのマスを入力してください。プロモーションには q、r、b、n を付けます（d8d9q）。入れ替えは駒のマスの次に石のマス（d2d3）、列の移動は端の石のマスの次に着くマス（c5e5）です
detail-move-form-ring = b2b4 のような2つのマスを入力してください。プロモーションには q、r、b、n を付けます（c8c9q）。指輪をはめるポーンを選ぶには @ とそのマス（@b2）、指輪を破壊するには ! と指輪をはめた駒のマス（!c9）です
detail-move-form-chess = e2e4 のような2つのマスを入力してください。プロモーションには q、r、b、n を付けます（e7e8q）
detail-link-needs-versus = { $key }= には vs={ $versus } が必要です
detail-match-id = 4〜16文字の英小文字と数字
detail-link-too-long = 長さが{ $length }文字あります：読み取るのは{ $most }文字までです
detail-link-no-game = ゲームが指定されていません
detail-link-encoding = 「{ $text }」は正しいパーセントエンコードのUTF-8ではありません
detail-link-move = { $number }手目：{ $error }
detail-link-resigned = resigned={ $text } はどのプレイヤーも指していません：first か second を指定してください
detail-link-resigned-after-end = resigned= が対局の終了後にあります
detail-link-at = at={ $text } が0から{ $most }までの手数ではありません
detail-link-takeback = takeback={ $text } は asked でも granted でもありません
detail-link-takeback-here = takeback= はリンク対局で、手のあと、投了の前にだけ使えます
detail-record-tag-form = タグは [Name "value"] の形で書いてください
detail-record-too-long = 棋譜の長さが{ $length }文字あります：読み取るのは{ $most }文字までです
detail-record-variation-unopened = 「)」で閉じる変化がありません
detail-record-comment-unclosed = 「{"{"}」のコメントが閉じられていません
detail-record-variation-unclosed = 「(」の変化が閉じられていません
detail-record-tag-quotes = タグ{ $name }の値はダブルクォートで囲んでください
detail-record-other-game = この棋譜は「{ $game }」のもので、{ $ours }のものではありません
detail-record-result = 「{ $text }」は結果ではありません：1-0、0-1、1/2-1/2、* のどれかを指定してください
detail-record-result-mismatch = 結果 { $token } が対局と合っていません：{ $outcome }
detail-double-take-fields = 各段、スペース、手番（r か g）を指定してください
detail-double-take-side = 手番が「{ $text }」です：r か g を指定してください
detail-double-take-ranks = 段が{ $count }個ありますが、盤は8×{ $length }です（length={ $count } を指定してください）
detail-double-take-rank = { $rank }段目「{ $text }」の点は{ $count }個ですが、8個必要です
detail-double-take-point = 「{ $letter }」は点ではありません（赤は r、緑は g、空は . を使います）
detail-double-take-red-off-network = { $point }は緑の点です：赤の駒はそこに置けません
detail-double-take-green-off-network = { $point }は赤の点です：緑の駒はそこに置けません
detail-double-take-both-far = 両方の陣営が奥の列に4つの駒を置いています
detail-move-form-double-take = c3d4 のような2つの点か、pass を入力してください
detail-king-of-rings-held-ring = ナイトのリングの中の「{ $letter }」はリングではありません（B、b、s を使います）
detail-king-of-rings-held-too-many = ナイトが、このゲームにある「{ $letter }」のリング{ $count }個より多く持っています
detail-king-of-rings-unclosed = { $rank }段目「{ $text }」に閉じられていない「(」があります
detail-king-of-rings-empty-brackets = ナイトの括弧が空です：リングのないナイトには括弧を付けないでください
detail-king-of-rings-square = 「{ $letter }」はマスではありません（空は .、リングは s、b、B、ナイトは N、n を使います）
detail-king-of-rings-rank = { $rank }段目「{ $text }」は{ $count }マスですが、7マス必要です
detail-king-of-rings-knights = { $player }のナイトが盤上と持ち駒で{ $knights }個あります：ナイトは各7個です
detail-king-of-rings-silver = 銀のリングが{ $count }個あります：このゲームでは{ $most }個です
detail-king-of-rings-blue = 青のリングが{ $count }個あります：このゲームでは{ $most }個です
detail-king-of-rings-big-blue = 大きな青のリングが{ $count }個あります：このゲームでは{ $most }個です
detail-king-of-rings-fields = 5つのフィールド（盤面、手番、白の持ち駒、黒の持ち駒、手番の状態）が必要ですが、{ $found }個あります
detail-king-of-rings-side = 手番が「{ $text }」です：w か b を指定してください
detail-king-of-rings-hand = { $player }の持ち駒が「{ $text }」です：0から7までのナイトの数を指定してください
detail-king-of-rings-state = 手番の状態が「{ $text }」です：-、passed、ended、last のどれかを指定してください
detail-king-of-rings-ranks = 段が{ $count }個ありますが、盤は7段です
detail-king-of-rings-last = 「last」は白が最後のリングを取った後の黒の手番です：黒の手番で、盤上にリングがないこと
detail-move-form-king-of-rings = b2c3 のような2つのマス、@d4 のような @ とマス、または pass を入力してください
detail-double-ring-cell = 「{ $letter }」はマスではありません（シングルリングは o、ダブルリングは O、空は . を使います）
detail-double-ring-rank = 段「{ $text }」は{ $count }マスですが、{ $width }x{ $height }の盤には{ $width }マス必要です
detail-double-ring-fields = 各段、スペース、手番のプレイヤー（1 か 2）を指定してください
detail-double-ring-player = 手番のプレイヤーが「{ $text }」です：1 か 2 を指定してください
detail-double-ring-ranks = 段が{ $count }個ありますが、盤は{ $least }〜{ $most }段です
detail-double-ring-height = 局面は{ $ranks }段ですが、{ $width }x{ $height }の盤は{ $height }段です
detail-move-form-double-ring = e5e8 のような2つのマスを入力してください
error-cannot-swap = 交換はパイルール（pie=1）のもとで、初手への応手としてのみ可能です
