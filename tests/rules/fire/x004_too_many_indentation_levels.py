"""Python refuses 100 indentation levels ("too many levels of indentation"), and
tree-sitter-python's scanner aborts the process on a few hundred: toolsight reports the
first line past the limit, leaves that statement out and analyses the rest."""
from abstractllm.tools import tool

x = True
if x:
 if x:
  if x:
   if x:
    if x:
     if x:
      if x:
       if x:
        if x:
         if x:
          if x:
           if x:
            if x:
             if x:
              if x:
               if x:
                if x:
                 if x:
                  if x:
                   if x:
                    if x:
                     if x:
                      if x:
                       if x:
                        if x:
                         if x:
                          if x:
                           if x:
                            if x:
                             if x:
                              if x:
                               if x:
                                if x:
                                 if x:
                                  if x:
                                   if x:
                                    if x:
                                     if x:
                                      if x:
                                       if x:
                                        if x:
                                         if x:
                                          if x:
                                           if x:
                                            if x:
                                             if x:
                                              if x:
                                               if x:
                                                if x:
                                                 if x:
                                                  if x:
                                                   if x:
                                                    if x:
                                                     if x:
                                                      if x:
                                                       if x:
                                                        if x:
                                                         if x:
                                                          if x:
                                                           if x:
                                                            if x:
                                                             if x:
                                                              if x:
                                                               if x:
                                                                if x:
                                                                 if x:
                                                                  if x:
                                                                   if x:
                                                                    if x:
                                                                     if x:
                                                                      if x:
                                                                       if x:
                                                                        if x:
                                                                         if x:
                                                                          if x:
                                                                           if x:
                                                                            if x:
                                                                             if x:
                                                                              if x:
                                                                               if x:
                                                                                if x:
                                                                                 if x:
                                                                                  if x:
                                                                                   if x:
                                                                                    if x:
                                                                                     if x:
                                                                                      if x:
                                                                                       if x:
                                                                                        if x:
                                                                                         if x:
                                                                                          if x:
                                                                                           if x:
                                                                                            if x:
                                                                                             if x:
                                                                                              if x:
                                                                                               if x:
                                                                                                if x:
                                                                                                 if x:
                                                                                                  if x:
                                                                                                   if x:
                                                                                                    'a'  # expect: X004


@tool
def send_sms(phone: str, message: str) -> str:
    """Send a text message.

    Args:
        phone: Phone number in E.164 format.
        message: Text of the message.
    """
    return ""
