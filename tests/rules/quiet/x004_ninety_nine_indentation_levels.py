"""99 indentation levels: the most Python accepts, so the file is analysed as usual."""
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
                                                                                                   'a'


@tool
def send_sms(phone: str, message: str) -> str:
    """Send a text message.

    Args:
        phone: Phone number in E.164 format.
        message: Text of the message.
    """
    return ""
