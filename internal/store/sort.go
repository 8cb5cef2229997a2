package store

import "sort"

func sortStandings(list []Standing, ascending bool) {
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].Score != list[j].Score {
			return (list[i].Score < list[j].Score) == ascending
		}
		return list[i].At.Before(list[j].At)
	})
}
