"""Two entries the docstring parser reads that document no parameter (mcp-server-hai,
flexible-graphrag-mcp): continuation lines of an entry written at the entries' indentation
with a colon in their text (`关于应用模版的定义见: application_templates,`), and a wildcard
entry `*_config:` covering every `..._config` parameter. mcp's FastMCP sends the whole
docstring, so nothing is lost and no parameter was renamed: no D002."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hai")


@mcp.tool("create_instance")
def create_instance(region: str, application_id: str) -> str:
    """购买并创建HAI实例

    Args:
        region: 实例所在reigon, 默认设置为ap-shanghai
        application_id: 实例的应用模版id,
        关于应用模版的定义见: application_templates,
        application_id允许的全部值都包含在application_templates中
    """
    return region + application_id


@mcp.tool("start_instance")
def start_instance(region: str, instance_id: str) -> str:
    """将指定实例开机
    Args:
        region: 实例所在的region, 如果用户没有明确指出,
        可以通过resources://hai_instances/all进行查询
        instance_id: 实例id
    """
    return region + instance_id


@mcp.tool()
def ingest_documents(data_source: str, s3_config: str = "", gcs_config: str = "") -> str:
    """Ingest documents.

    Args:
        data_source: Source type (s3, gcs)
        *_config: JSON configuration string for the selected data source.
    """
    return data_source + s3_config + gcs_config


@mcp.tool(name="remove_symbols")
def remove_symbols(file_uuid: str, worksheet: str = "") -> bool:
    """Removes symbols from text cells (aspose-cells-cloud-mcp: the type in brackets after the
    name, which the Sphinx reading takes as the name: `optional)`, `)`).

    :param file_uuid (str ):  Unique identifier of the target Excel file.
    :param worksheet (str, optional): Name of the worksheet. Defaults to "".
    :return: True if the operation succeeds.
    """
    return bool(file_uuid + worksheet)
