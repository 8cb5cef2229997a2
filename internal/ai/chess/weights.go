package chess

// weights are the evaluation's tunable numbers, each a middlegame and
// endgame pair in centipawns. Tables are indexed from white's side;
// black reads the mirrored square. The hall plays evalWeights, which
// TestTexelTune fits to the results of the engine's own games.
type weights struct {
	// Value is each piece's material; PST adds to it by square.
	Value [7]score
	PST   [7][64]score
	// Mobility[piece-Knight][n] scores a knight, bishop, rook or queen
	// that reaches n squares not held by its own side nor hit by enemy
	// pawns.
	Mobility [4][28]score
	// Passed scores a passed pawn by its rank from its own side.
	Passed [8]score
	// PasserKing scores, per rank of a passed pawn, each step the enemy
	// king is farther than the own king from the square in front of it.
	PasserKing score
	BishopPair score
	Doubled    score // a penalty per extra pawn on a file
	Isolated   score // a penalty per pawn with no own pawn beside
	RookOpen   score // a rook on a file with no pawns
	RookHalf   score // a rook on a file with enemy pawns only
	// Shield scores each file in front of a king on a wing: an own pawn
	// one or two ranks ahead, an own pawn farther up, or none at all.
	ShieldNear, ShieldFar, ShieldFarther, ShieldOpen score
	// Threats: an enemy piece hit by a pawn, a rook or queen hit by a
	// minor piece, a queen hit by a rook.
	PawnThreat, MinorThreat, RookThreat score
	// Tempo is the side to move's edge, added after the blend.
	Tempo int
}
