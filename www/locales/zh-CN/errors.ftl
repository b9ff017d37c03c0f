# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## 输入、链接或棋谱中的错误。冒号后的细节（$why、$detail、$result）本身也是消息（下面的 detail-*，以及 outcome-*）。

error-unknown-game = 未知游戏“{ $id }”（游戏：{ $known }）
error-unknown-option = { $game }没有选项“{ $key }”（选项：{ $known }）
error-bad-option-value = 选项“{ $key }”的值“{ $value }”无效：应为 { $expected }
error-malformed-option = 选项“{ $detail }”格式错误：应为 key=value
error-repeated-option = 选项“{ $detail }”重复给出
error-clashing-options = 选项“{ $key }”和“{ $other }”说的是同一件事：只给出其中一个
error-bad-position = 无效局面：{ $detail }
error-bad-move-syntax = 无效着法“{ $mv }”：{ $why }
error-unclear-move = “{ $mv }”指的是哪一步：{ $choices }？
error-not-understood = 无法把“{ $mv }”理解为着法：请输入类似 { $example } 的着法
error-illegal-move = { $player }的着法“{ $mv }”不合规则
error-game-over = 着法“{ $mv }”在对局结束之后（{ $result }）
error-bad-link = 无效链接：{ $detail }
error-bad-record = 无效棋谱，第 { $line } 行：{ $why }
error-bad-argument = 无效的{ $what }：{ $why }

# $choices of error-unclear-move.
detail-either = { $earlier }或{ $later }

## 这些错误中的细节（来源：引擎的 message! 调用，tests/site/engine-messages.test.mjs
## 检查英文模板与之一致）。
## $colour 是英文的 White 或 Black（用选择器：[White] ... *[Black] ...）；
## $player 是一方的名称；$text、$letter 是玩家输入的内容；$square 是格子（e4）。
detail-fen-zero = 第 { $rank } 行的空格数写成了 0
detail-fen-kings = { $colour ->
        [White] 白方
       *[Black] 黑方
    }有 { $kings } 个王；必须恰好有一个
detail-square-off-board = { $square } 不在 { $files }x{ $ranks } 的棋盘上
detail-fen-fields-ring = 应为 { $required } 到 { $most } 个以空格分隔的字段（棋盘、走棋方、魔戒、吃过路兵格、计数），实际为 { $found } 个
detail-fen-fields-stones = 应为 { $required } 到 { $most } 个以空格分隔的字段（棋盘、走棋方、王车易位、吃过路兵格、上一步石头着法、计数），实际为 { $found } 个
detail-fen-fields = 应为 { $required } 到 { $most } 个以空格分隔的字段（棋盘、走棋方、王车易位、吃过路兵格、计数），实际为 { $found } 个
detail-fen-side = 走棋方“{ $side }”不是 w 或 b
detail-fen-halfmoves = 半回合计数“{ $text }”不是不超过 100000 的数
detail-fen-fullmoves = 回合数“{ $text }”不是不超过 100000 的数
detail-fen-in-check = { $checked ->
        [White] 白方
       *[Black] 黑方
    }正被将军，却轮到{ $mover ->
        [White] 白方
       *[Black] 黑方
    }走棋
detail-fen-ring-checks = 魔戒尚待选择佩戴者，但任何一个白兵戴上它都会攻击黑王
detail-fen-ranks = 应为以“/”分隔的 { $ranks } 行，实际为 { $found } 行
detail-fen-letter = 第 { $rank } 行中的“{ $letter }”不是棋子字母
detail-fen-rank-long = 第 { $rank } 行描述了至少 { $count } 个格子；该行只有 { $has } 个
detail-fen-rank-short = 第 { $rank } 行描述了 { $count } 个格子；该行有 { $has } 个
detail-fen-pawn-barred = { $colour ->
        [White] 白兵
       *[Black] 黑兵
    }不能位于 { $square }
detail-fen-en-passant-off = 吃过路兵格 { $square } 不在棋盘上
detail-fen-en-passant-square = 吃过路兵格“{ $text }”不是格子
detail-fen-castling-unknown = 王车易位权“{ $letter }”不属于本游戏
detail-fen-castling-twice = 王车易位权“{ $letter }”重复给出
detail-fen-castling-pieces = 王车易位权“{ $letter }”要求{ $colour ->
        [White] 白王
       *[Black] 黑王
    }位于 { $king }，且 { $rook } 上有车
detail-fen-ring-chosen-by-white = 只有轮到白方走棋时才会选择魔戒的佩戴者
detail-fen-ring-no-pawn = 魔戒尚待选择佩戴者，但白方没有兵
detail-fen-ring-field = 魔戒字段“{ $text }”不是 waiting、choosing、never、destroyed，也不是格子
detail-fen-ring-no-wearer = 魔戒在 { $square }，但那里没有棋子
detail-fen-en-passant-pawn = 吃过路兵格 { $square } 不在刚走了两格的{ $colour ->
        [White] 白兵
       *[Black] 黑兵
    }的紧后方
detail-fen-stone-move = 上一步石头着法“{ $text }”{ $why }：应为 - 或两个格子，如 c5e5
detail-fen-stone-move-start = 开头不是本棋盘的格子
detail-fen-stone-move-end = 结尾不是本棋盘的格子
detail-fen-stone-move-line = 不在同一行或同一列上
detail-fen-stone-move-stone = 必须停在一块石头上
detail-fen-stone-move-left = 必须让 { $square } 空着，或由与石头交换的{ $colour ->
        [White] 白方
       *[Black] 黑方
    }棋子占据
detail-not-a-square = { $square } 不是本棋盘的格子
detail-move-form-stones = 应为两个格子，如 d2d4，升变时加 q、r、b 或 n（d8d9q）；交换写棋子所在格再写石头所在格（d2d3），推移写端头石头所在格再写它的落点（c5e5）
detail-move-form-ring = 应为两个格子，如 b2b4，升变时加 q、r、b 或 n（c8c9q）；选择魔戒佩戴者写 @ 加兵所在格（@b2）；摧毁魔戒写 ! 加佩戴者所在格（!c9）
detail-move-form-chess = 应为两个格子，如 e2e4，升变时加 q、r、b 或 n（e7e8q）
detail-link-needs-versus = { $key }= 需要同时给出 vs={ $versus }
detail-match-id = 4 到 16 个小写字母和数字
detail-link-too-long = 链接长 { $length } 个字符；最多只读取 { $most } 个
detail-link-no-game = 没有指明游戏
detail-link-encoding = “{ $text }”不是有效的百分号编码 UTF-8
detail-link-move = 第 { $number } 步：{ $error }
detail-link-resigned = resigned={ $text } 没有指明玩家：应为 first 或 second
detail-link-resigned-after-end = resigned= 出现在对局结束之后
detail-link-at = at={ $text } 不是 0 到 { $most } 之间的步数
detail-link-takeback = takeback={ $text } 既不是 asked 也不是 granted
detail-link-takeback-here = takeback= 只用于链接对局，在一步之后、认输之前
detail-record-tag-form = 标签必须写成 [Name "value"]
detail-record-too-long = 棋谱长 { $length } 个字符；最多只读取 { $most } 个
detail-record-variation-unopened = “)”没有可结束的变着
detail-record-comment-unclosed = 注释的“{"{"}”始终没有闭合
detail-record-variation-unclosed = 变着的“(”始终没有闭合
detail-record-tag-quotes = 标签 { $name } 的值必须放在双引号中
detail-record-other-game = 这份棋谱属于“{ $game }”，而不是 { $ours }
detail-record-result = “{ $text }”不是对局结果：应为 1-0、0-1、1/2-1/2 或 *
detail-record-result-mismatch = 结果 { $token } 与对局不符：{ $outcome }
detail-double-take-fields = 应为各行、一个空格和走棋方（r 或 g）
detail-double-take-side = 走棋方是“{ $text }”；应为 r 或 g
detail-double-take-ranks = 有 { $count } 行，但棋盘是 8×{ $length }（请设置 length={ $count }）
detail-double-take-rank = 第 { $rank } 行“{ $text }”有 { $count } 个点；应为 8 个
detail-double-take-point = “{ $letter }”不是点（r 表示红子，g 表示绿子，. 表示空）
detail-double-take-red-off-network = { $point } 是绿点；红子不能位于那里
detail-double-take-green-off-network = { $point } 是红点；绿子不能位于那里
detail-double-take-both-far = 双方都有四枚棋子在底线上
detail-move-form-double-take = 应为两个点，如 c3d4，或 pass
detail-king-of-rings-held-ring = 骑士所持环中的“{ $letter }”不是环（请用 B、b 或 s）
detail-king-of-rings-held-too-many = 骑士持有的“{ $letter }”环超过了本游戏的 { $count } 个
detail-king-of-rings-unclosed = 第 { $rank } 横排“{ $text }”中有未闭合的“(”
detail-king-of-rings-empty-brackets = 骑士的括号是空的；没有环的骑士不要写括号
detail-king-of-rings-square = “{ $letter }”不是格子（. 表示空，s、b 或 B 表示环，N 或 n 表示骑士）
detail-king-of-rings-rank = 第 { $rank } 横排“{ $text }”有 { $count } 个格子；应为 7 个
detail-king-of-rings-knights = { $player }在棋盘上和手中共有 { $knights } 个骑士；每方应有 7 个
detail-king-of-rings-silver = 有 { $count } 个银环；本游戏只有 { $most } 个
detail-king-of-rings-blue = 有 { $count } 个蓝环；本游戏只有 { $most } 个
detail-king-of-rings-big-blue = 有 { $count } 个大蓝环；本游戏只有 { $most } 个
detail-king-of-rings-fields = 应为 5 个字段（棋盘、走棋方、白方手中、黑方手中、回合状态）；实际为 { $found } 个
detail-king-of-rings-side = 走棋方是“{ $text }”；应为 w 或 b
detail-king-of-rings-hand = { $player }手中是“{ $text }”；应为 0 到 7 的骑士数
detail-king-of-rings-state = 回合状态是“{ $text }”；应为 -、passed、ended 或 last
detail-king-of-rings-ranks = 有 { $count } 个横排；棋盘有 7 个
detail-king-of-rings-last = “last”表示白方拿走最后一个环之后黑方的回合：应轮到黑方走棋，且棋盘上没有环
detail-move-form-king-of-rings = 应为两个格子，如 b2c3，或 @ 加一个格子，如 @d4，或 pass
detail-double-ring-cell = “{ $letter }”不是格子（o 表示单环，O 表示双环，. 表示空）
detail-double-ring-rank = 行“{ $text }”有 { $count } 个格子；{ $width }x{ $height } 的棋盘每行需要 { $width } 个
detail-double-ring-fields = 应为各行、一个空格和走棋的玩家（1 或 2）
detail-double-ring-player = 走棋的玩家是“{ $text }”；应为 1 或 2
detail-double-ring-ranks = 有 { $count } 行；棋盘应有 { $least } 到 { $most } 行
detail-double-ring-height = 局面有 { $ranks } 行，但 { $width }x{ $height } 的棋盘有 { $height } 行
detail-move-form-double-ring = 应为两个格子，如 e5e8
error-cannot-swap = 只有在派规则（pie=1）下，才能以交换回应第一步
