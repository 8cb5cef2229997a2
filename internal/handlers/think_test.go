package handlers

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

func TestThinkBoundsConcurrentBots(t *testing.T) {
	var now, peak atomic.Int32
	var wg sync.WaitGroup
	for range 3 * cap(thinkSlots) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := think(context.Background(), time.Second, func(ctx context.Context) (kit.Action, error) {
				n := now.Add(1)
				for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
				}
				time.Sleep(5 * time.Millisecond)
				now.Add(-1)
				return kit.Action{"do": {"x"}}, nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if int(peak.Load()) > cap(thinkSlots) {
		t.Errorf("%d bots thought at once, want at most %d", peak.Load(), cap(thinkSlots))
	}
}

func TestThinkGivesUpWhenTheRequestEnds(t *testing.T) {
	for range cap(thinkSlots) {
		thinkSlots <- struct{}{}
	}
	defer func() {
		for range cap(thinkSlots) {
			<-thinkSlots
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err := think(ctx, time.Second, func(context.Context) (kit.Action, error) {
		t.Error("a bot ran without a slot")
		return nil, nil
	})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v, want the request's deadline", err)
	}
}
