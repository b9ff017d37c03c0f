# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# チェス系ゲームの共通語(game-words.js の chessNote、ルールの引き分け)。

# 状況表示の注記(chessNote)。
chess-words-check = チェック
# 注記と注記のあいだ(「チェック。指輪は…」)。
chess-words-note-break = 。
# $colour: white か black、$role: 指輪をはめた駒、$square: そのマス (d2)。

# 各チェス系ゲームのルール(rules-<game>)に共通の引き分け、HTML。最初の「解釈」がここにあるゲームは (reading: "explained") を渡す。
-chess-endings = <p>FIDE のチェスと同じく、同一局面の3回反復（同じ局面、同じ手番、同じ権利で3回目）と50手ルール（双方が50手ずつ、駒取りもポーンの移動もない）で<b>引き分け</b>。
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } どちらもその時点でゲームが終わり、申し立ては不要です。50手目のチェックメイトはそれでも勝ちです。</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $form ->
       *[bare] { $colour ->
            [white] 白
           *[black] 黒
        }の{ $role ->
            [pawn] ポーン
            [knight] ナイト
            [bishop] ビショップ
            [rook] ルーク
            [queen] クイーン
           *[king] キング
        }
    }{ $ring ->
        [yes] （指輪をはめている）
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = チェックメイト
outcome-stalemate = ステイルメイト：{ $stuck }に指せる手がない
outcome-dead-position = どちらにもメイトできる駒がない
outcome-fifty-moves = 双方50手のあいだ駒取りもポーンの移動もない

# クリックが手にならない理由（エンジンの whyNot）、盤の下に表示。チェス系ゲーム。
refusal-castling-gone = キングかそのルークがすでに動いています：そのキャスリングはもうできません。
refusal-castling-blocked = キャスリングするには、キングとルークのあいだのマスがすべて空いていなければなりません。
refusal-castling-in-check = チェックされているキングはキャスリングできません。
refusal-castling-attacked = キングは、敵の駒が攻撃しているマスを通ったり、そこに止まったりするキャスリングはできません。
refusal-king-attacked = キングは、敵の駒が攻撃しているマスへは動けません。
refusal-in-check = あなたのキングはチェックされています：この手ではチェックが解けません。
refusal-pinned = その手では自分のキングがチェックされたままになります：この駒はキングにピンされています。
