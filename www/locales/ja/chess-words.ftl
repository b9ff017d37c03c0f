# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# チェス系ゲームの共通語(game-words.js の chessNote、ルールの引き分け)。

# 状況表示の注記(chessNote)。
chess-words-check = チェック
# 注記と注記のあいだ(「チェック。指輪は…」)。
chess-words-note-break = 。
# $colour: white か black、$role: 指輪をはめた駒、$square: そのマス (d2)。
chess-words-ring-worn = 指輪は{ $square }の{ $colour ->
        [white] 白
       *[black] 黒
    }の{ $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }がはめている
chess-words-ring-never = 指輪は登場しなかった

# 各チェス系ゲームのルール(rules-<game>)に共通の引き分け、HTML。最初の「解釈」がここにあるゲームは (reading: "explained") を渡す。
-chess-endings = <p>FIDE のチェスと同じく、同一局面の3回反復(同じ局面、同じ手番、同じ権利で3回目)と50手ルール(双方が50手ずつ、駒取りもポーンの移動もない)で<b>引き分け</b>。
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } どちらもその時点でゲームが終わり、申し立ては不要です。50手目のチェックメイトはそれでも勝ちです。</p>
