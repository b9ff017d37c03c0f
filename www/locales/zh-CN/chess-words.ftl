# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# 国际象棋类游戏共用的词(game-words.js 的 chessNote,规则中的和棋)。

# 状态栏的提示(chessNote)。
chess-words-check = 将军
# 两条提示之间(“将军。魔戒由…”)。
chess-words-note-break = 。
# $colour:white 或 black;$role:佩戴者的棋子;$square:所在格 (d2)。

# 每个国际象棋类游戏规则(rules-<game>)共用的和棋段落,HTML。第一个“解读”在此处的游戏传入 (reading: "explained")。
-chess-endings = <p>与国际棋联（FIDE）规则相同，三次重复局面（相同局面、同一方走棋、相同的权利，第三次出现）和五十步规则（双方各走五十步，其间既无吃子也无兵的移动）均为<b>和棋</b>。
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } 两者都立即结束对局，无需提出要求。第五十步将死仍然获胜。</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $form ->
       *[bare] { $colour ->
            [white] 白
           *[black] 黑
        }{ $role ->
            [pawn] 兵
            [knight] 马
            [bishop] 象
            [rook] 车
            [queen] 后
           *[king] 王
        }
    }{ $ring ->
        [yes] （戴着魔戒）
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = 将死
outcome-stalemate = 逼和：{ $stuck }无棋可走
outcome-dead-position = 双方都没有足以将死的子力
outcome-fifty-moves = 双方各走五十步无吃子也无兵的移动

# 在国际象棋类游戏中，一次点击为何不是着法（引擎的 whyNot），显示在棋盘下方。
refusal-castling-gone = 王或那个车已经走动过：这种王车易位已不可行。
refusal-castling-blocked = 王车易位时，王和车之间的每个格子都必须是空的。
refusal-castling-in-check = 王被将军时不能王车易位。
refusal-castling-attacked = 王车易位时，王不能经过或停在受敌方棋子攻击的格子上。
refusal-king-attacked = 王不能走到受敌方棋子攻击的格子上。
refusal-in-check = 你的王正被将军：这步棋不能解除将军。
refusal-pinned = 这样会让你的王处于被将军状态：这枚棋子被牵制了。
