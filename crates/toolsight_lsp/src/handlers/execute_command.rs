//! `workspace/executeCommand`: `toolsight.showSchemas`, and the test hooks when enabled.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_execute_command(
        &self,
        params: ExecuteCommandParams,
    ) -> Result<Option<LSPAny>> {
        let uri_arg = || {
            params
                .arguments
                .first()
                .and_then(Value::as_str)
                .and_then(|s| s.parse::<Uri>().ok())
        };
        match params.command.as_str() {
            SHOW_SCHEMAS => {
                let uri = uri_arg().ok_or_else(|| {
                    Error::invalid_params(
                        "toolsight.showSchemas takes [documentUri, functionName or position?]",
                    )
                })?;
                // The second argument names the function, or is a position inside it.
                let second = params.arguments.get(1).cloned();
                let r = self
                    .read(&uri, |analysis, _, at| {
                        let function = match &second {
                            Some(Value::String(s)) => Some(s.clone()),
                            Some(pos @ Value::Object(_)) => {
                                let p: Option<Position> = serde_json::from_value(pos.clone()).ok();
                                p.and_then(|p| at.offset(p))
                                    .and_then(|off| analysis.tool_at(off))
                                    .map(|t| analysis.module.functions[t.index].qualname.clone())
                                    .or(Some(String::new()))
                            }
                            _ => None,
                        };
                        schemas_json(analysis, function.as_deref())
                    })
                    .await?;
                match r {
                    Some(v) => Ok(Some(v)),
                    None => Err(Error::invalid_params(format!(
                        "{} is not open",
                        uri.as_str()
                    ))),
                }
            }
            TEST_PANIC if self.test_hooks => {
                let uri = uri_arg().ok_or_else(|| Error::invalid_params("needs a document uri"))?;
                let r: Option<Value> = self
                    .read(&uri, |_, _, _| -> Value {
                        panic!("test hook: request panic requested")
                    })
                    .await?;
                Ok(r)
            }
            TEST_TEXT if self.test_hooks => {
                let uri = params
                    .arguments
                    .first()
                    .and_then(Value::as_str)
                    .unwrap_or("");
                Ok(self
                    .docs
                    .get(uri)
                    .map(|d| json!({"text": d.doc.text, "version": d.doc.version})))
            }
            TEST_COUNTERS if self.test_hooks => {
                let analysed: Vec<Value> = self
                    .stats
                    .analysed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .iter()
                    .map(|(uri, version)| json!({"uri": uri, "version": version}))
                    .collect();
                Ok(Some(json!({
                    "analyses": self.stats.analyses.load(Ordering::Relaxed),
                    "parses": self.stats.parses.load(Ordering::Relaxed),
                    "tasks": self.stats.tasks.load(Ordering::Relaxed),
                    "parked": self.stats.parked.load(Ordering::Relaxed),
                    "analysed": analysed,
                    "workspace_generation": self
                        .workspace()
                        .map(|w| crate::extract::External::generation(&*w)),
                })))
            }
            TEST_HOLD if self.test_hooks => {
                let on = params.arguments.first().and_then(Value::as_bool) == Some(true);
                self.hold.send_replace(on);
                Ok(None)
            }
            TEST_PANIC_ANALYSIS if self.test_hooks => {
                self.stats.panic_next.store(true, Ordering::Relaxed);
                Ok(None)
            }
            other => Err(Error::invalid_params(format!("unknown command {other}"))),
        }
    }
}
