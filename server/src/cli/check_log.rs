//! `TOOLSIGHT_CHECK_LOG=1`: one line per file check on stderr (the thread, the file, its
//! bytes, the wall clock at its start and end since the checks began, and the CPU its thread
//! spent on it), to see how a run's checks spread over the threads without depending on the
//! machine's load: the CPU per file and the order give the schedule's makespan at any number
//! of threads, and the CPU of the same file at one and at two threads shows what a second
//! thread costs (BENCHMARKS.md, issue 28, speedcheck9).

use std::sync::Mutex;
use std::time::Instant;

pub struct CheckLog {
    start: Instant,
    lines: Mutex<Vec<String>>,
}

/// A check in progress: when it started, on the wall clock and its thread's CPU clock.
pub struct Started(f64, u64);

impl CheckLog {
    pub fn new() -> Option<CheckLog> {
        std::env::var("TOOLSIGHT_CHECK_LOG")
            .is_ok_and(|v| v == "1")
            .then(|| CheckLog {
                start: Instant::now(),
                lines: Mutex::new(Vec::new()),
            })
    }

    pub fn start(&self) -> Started {
        Started(self.start.elapsed().as_secs_f64(), thread_cpu_ns())
    }

    pub fn end(
        &self,
        s: Started,
        phase: &str,
        thread: usize,
        path: &std::path::Path,
        bytes: usize,
    ) {
        let cpu = thread_cpu_ns().saturating_sub(s.1) as f64 / 1e9;
        let line = format!(
            "{phase}\t{thread}\t{}\t{bytes}\t{:.6}\t{:.6}\t{cpu:.6}",
            path.display(),
            s.0,
            self.start.elapsed().as_secs_f64(),
        );
        self.lines
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(line);
    }

    pub fn print(&self) {
        for l in self.lines.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            eprintln!("toolsight-check\t{l}");
        }
    }
}

/// The CPU time this thread has run, in nanoseconds (Linux's scheduler statistics; 0
/// elsewhere, where the log shows the wall clock only).
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
